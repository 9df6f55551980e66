import { type NetworkRules } from './network-rules';

/** Accounts linked through Hootsuite: Hootsuite applies the target network's own limits. */
export const hootsuiteRules: NetworkRules = {
  socialType: 'hootsuite',
  name: 'Hootsuite',
  accountTypes: ['page', 'personal'],
  text: { limit: null, counting: 'characters' },
  titleLimit: null,
  media: { maxImages: 10, video: true, gif: true, audio: false, pdf: false },
  oneAccountAtATime: null,
  accountOptions: [],
  mobileAppAccountTypes: [],
  planGate: null,
};
