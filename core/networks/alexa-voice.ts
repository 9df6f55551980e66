import { messages } from '../messages';
import { countLinks, findingsFor } from './check-helpers';
import { type NetworkCheck } from './network-rules';
import { type SocialType } from './social-types';

/** "Alexa: image-only rejected; at most 2 links." */
export const alexaMaxLinks = 2;

/** A voice channel reads the text or plays the audio: images alone give it nothing to say. */
export function checkAlexa(socialType: SocialType): NetworkCheck {
  return ({ post }) => {
    const { findings, error } = findingsFor(socialType);
    if (post.images.length > 0 && post.audio === null) error(messages.networkRules.alexaImageOnly);
    if (countLinks(post.message) > alexaMaxLinks) error(messages.networkRules.alexaTooManyLinks);
    return findings;
  };
}
