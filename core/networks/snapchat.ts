import { type NetworkRules } from './network-rules';

export const snapchatRules: NetworkRules = {
  socialType: 'snapchat',
  name: 'Snapchat',
  accountTypes: ['personal', 'story'],
  text: { limit: 150, counting: 'characters' },
  titleLimit: null,
  // "Snapchat feed or story reminder: only 1 image."
  media: { maxImages: 1, video: true, gif: true, audio: false, pdf: false },
  oneAccountAtATime: null,
  accountOptions: [],
  mobileAppAccountTypes: 'all',
  planGate: 'essentials',
};
