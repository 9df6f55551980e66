import { type NetworkRules } from './network-rules';

/** Kairos's test network: a plain text-and-media network the engine's tests and demos publish to. */
export const testNetworkRules: NetworkRules = {
  socialType: 'testNetwork',
  name: 'Test Network',
  accountTypes: ['personal', 'page'],
  text: { limit: 1000, counting: 'characters' },
  titleLimit: null,
  media: { maxImages: 4, video: true, gif: true, audio: false, pdf: false },
  oneAccountAtATime: null,
  accountOptions: [],
  mobileAppAccountTypes: [],
  planGate: null,
};
