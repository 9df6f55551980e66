import { type NetworkRules } from './network-rules';

/** A Fire TV channel: a per-account feed of videos and images that the TV app reads. */
export const fireTvAppRules: NetworkRules = {
  socialType: 'fireTVApp',
  name: 'Fire TV',
  accountTypes: ['channel'],
  text: { limit: null, counting: 'characters' },
  titleLimit: null,
  media: { maxImages: 10, video: true, gif: false, audio: false, pdf: false },
  oneAccountAtATime: null,
  accountOptions: [],
  mobileAppAccountTypes: [],
  planGate: null,
};
