import { messages } from '../messages';
import { type CallToAction, type CallToActionType, type Offer } from './call-to-action-schema';
import { type MediaMetadata } from './post-schema';
import { isWebUrl } from './web-url';

/** "for types other than call, default and offer, URL required ... and valid". */
const typesWithoutUrl: readonly CallToActionType[] = ['CALL', 'DEFAULT', 'OFFER'];

/** "Offer duration 1 to 30". */
export const offerDuration = { min: 1, max: 30 } as const;

export function callToActionError(callToAction: CallToAction | null): string | null {
  if (callToAction === null) return null;
  const url = callToAction.url.trim();
  if (callToAction.actionType === 'DEFAULT') {
    // "URL with default type: 'Please select Call to Action type'".
    return url === '' ? null : messages.callToAction.typeRequired;
  }
  if (callToAction.actionType === 'OFFER' && callToAction.offer) {
    const { duration } = callToAction.offer;
    if (duration < offerDuration.min || duration > offerDuration.max) {
      return messages.callToAction.offerDurationInvalid;
    }
  }
  if (typesWithoutUrl.includes(callToAction.actionType)) return null;
  if (url === '') return messages.callToAction.urlRequired;
  return isWebUrl(url) ? null : messages.callToAction.urlInvalid;
}

/** Library spec: "Changing the CTA type resets offer fields; CALL and OFFER clear the url." */
export function changeCallToActionType(
  callToAction: CallToAction,
  actionType: CallToActionType,
): CallToAction {
  const emptyOffer: Offer = {
    unit: 'days',
    duration: 1,
    redeemOnlineUrl: '',
    couponCode: '',
    termsConditions: '',
  };
  return {
    actionType,
    url: actionType === 'CALL' || actionType === 'OFFER' ? '' : callToAction.url,
    offer: actionType === 'OFFER' ? emptyOffer : null,
  };
}

/** "button text max 12 characters; title text on image max 26 characters". */
export const buttonTextMaxLength = 12;
export const imageTitleMaxLength = 26;

/**
 * "Button link: must be an https URL ...; text without link 'Please add Link for Button'; link without
 * text 'Please add Button text'".
 */
export function imageMetadataError(metadata: MediaMetadata): string | null {
  const text = metadata.buttonText.trim();
  const url = metadata.buttonUrl.trim();
  if (text !== '' && url === '') return messages.callToAction.buttonLinkRequired;
  if (url !== '' && text === '') return messages.callToAction.buttonTextRequired;
  if (url !== '' && !isWebUrl(url, { httpsOnly: true })) return messages.callToAction.buttonUrlInvalid;
  if (text.length > buttonTextMaxLength) return messages.callToAction.buttonTextTooLong;
  if (metadata.titleText.length > imageTitleMaxLength) return messages.callToAction.imageTextTooLong;
  return null;
}
