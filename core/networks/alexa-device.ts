import { checkAlexa } from './alexa-voice';
import { type NetworkRules } from './network-rules';

/** An Alexa flash briefing read on the user's device, published to a per-account feed URL. */
export const alexaDeviceRules: NetworkRules = {
  socialType: 'alexaDevice',
  name: 'Alexa',
  accountTypes: ['personal'],
  // Alexa flash briefings read at most 4,500 characters of text.
  text: { limit: 4500, counting: 'characters' },
  titleLimit: null,
  // "Audio requires an Alexa device account"; "GIF rejected for Alexa".
  media: { maxImages: 10, video: false, gif: false, audio: true, pdf: false },
  oneAccountAtATime: null,
  accountOptions: [],
  mobileAppAccountTypes: [],
  planGate: null,
  check: checkAlexa('alexaDevice'),
};
