import { type NetworkRules } from './network-rules';

export const threadsRules: NetworkRules = {
  socialType: 'threads',
  name: 'Threads',
  accountTypes: ['personal'],
  text: { limit: 500, counting: 'characters' },
  titleLimit: null,
  // Threads takes carousels of 2 to 20; the composer's own cap of 10 images is the stricter one.
  media: { maxImages: 10, video: true, gif: true, audio: false, pdf: false },
  oneAccountAtATime: null,
  accountOptions: [],
  mobileAppAccountTypes: [],
  planGate: 'advanced',
};
