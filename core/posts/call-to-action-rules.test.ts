import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { callToActionError, changeCallToActionType, imageMetadataError } from './call-to-action-rules';
import { callToActionSchema } from './call-to-action-schema';
import { mediaMetadataSchema } from './post-schema';

const cta = (input: object) => callToActionSchema.parse(input);
const c = messages.callToAction;

// Spec section 5: "Call to action: for types other than call, default and offer, URL required ... and
// valid ...; URL with default type: 'Please select Call to Action type'".
describe('callToActionError', () => {
  it.each([
    ['none', null, null],
    ['LEARN_MORE without a URL', cta({ actionType: 'LEARN_MORE' }), c.urlRequired],
    ['BOOK with a URL without https://', cta({ actionType: 'BOOK', url: 'example.com' }), c.urlInvalid],
    ['SHOP with a URL without a host', cta({ actionType: 'SHOP', url: 'https://example' }), c.urlInvalid],
    ['SIGN_UP with a valid URL', cta({ actionType: 'SIGN_UP', url: 'https://example.com/join' }), null],
    ['CALL without a URL', cta({ actionType: 'CALL' }), null],
    ['OFFER without a URL', cta({ actionType: 'OFFER' }), null],
    ['DEFAULT without a URL', cta({}), null],
    ['DEFAULT with a URL', cta({ url: 'https://example.com' }), c.typeRequired],
    ['an offer of 31 days', cta({ actionType: 'OFFER', offer: { duration: 31 } }), c.offerDurationInvalid],
    ['an offer of 30 days', cta({ actionType: 'OFFER', offer: { duration: 30 } }), null],
  ])('%s', (_case, callToAction, error) => {
    expect(callToActionError(callToAction)).toBe(error);
  });
});

// Library spec: "Changing the CTA type resets offer fields; CALL and OFFER clear the url."
describe('changeCallToActionType', () => {
  const withUrl = cta({ actionType: 'BOOK', url: 'https://example.com' });
  it.each([
    ['ORDER', 'https://example.com', null],
    ['CALL', '', null],
    ['OFFER', '', { unit: 'days', duration: 1, redeemOnlineUrl: '', couponCode: '', termsConditions: '' }],
  ] as const)('to %s', (actionType, url, offer) => {
    expect(changeCallToActionType(withUrl, actionType)).toEqual({ actionType, url, offer });
  });

  it('resets the offer fields when leaving and coming back to OFFER', () => {
    const offer = cta({ actionType: 'OFFER', offer: { couponCode: 'SAVE10', duration: 7 } });
    expect(changeCallToActionType(offer, 'OFFER').offer?.couponCode).toBe('');
  });
});

// "Button link: must be an https URL ...; button text max 12 characters; title text on image max 26".
describe('imageMetadataError', () => {
  const meta = (input: object) => mediaMetadataSchema.parse({ mediaId: 'm1', ...input });
  it.each([
    ['nothing', {}, null],
    ['text and an https link', { buttonText: 'Shop now', buttonUrl: 'https://example.com' }, null],
    ['an http link', { buttonText: 'Shop', buttonUrl: 'http://example.com' }, c.buttonUrlInvalid],
    ['text without a link', { buttonText: 'Shop' }, c.buttonLinkRequired],
    ['a link without text', { buttonUrl: 'https://example.com' }, c.buttonTextRequired],
    [
      '13 characters of button text',
      { buttonText: 'x'.repeat(13), buttonUrl: 'https://a.com' },
      c.buttonTextTooLong,
    ],
    ['26 characters on the image', { titleText: 'x'.repeat(26) }, null],
    ['27 characters on the image', { titleText: 'x'.repeat(27) }, c.imageTextTooLong],
  ])('%s', (_case, input, error) => {
    expect(imageMetadataError(meta(input))).toBe(error);
  });
});
