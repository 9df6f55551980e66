import { checkAlexa } from './alexa-voice';
import { type NetworkRules } from './network-rules';

/** A branded Alexa skill: the same voice feed as a device, under the customer's own skill. */
export const alexaWhiteLabelSkillRules: NetworkRules = {
  socialType: 'alexaWhiteLabelSkill',
  name: 'Alexa',
  accountTypes: ['personal'],
  text: { limit: 4500, counting: 'characters' },
  titleLimit: null,
  media: { maxImages: 10, video: false, gif: false, audio: true, pdf: false },
  oneAccountAtATime: null,
  accountOptions: [],
  mobileAppAccountTypes: [],
  planGate: null,
  check: checkAlexa('alexaWhiteLabelSkill'),
};
