import { type NetworkRules } from './network-rules';

/** WhatsApp groups: the user sends the post from the phone, from a reminder. */
export const whatsappRules: NetworkRules = {
  socialType: 'whatsapp',
  name: 'WhatsApp',
  accountTypes: ['group'],
  // WhatsApp caps a message at 65,536 characters.
  text: { limit: 65536, counting: 'characters' },
  titleLimit: null,
  // "A pdf requires a WhatsApp account".
  media: { maxImages: 10, video: true, gif: true, audio: false, pdf: true },
  oneAccountAtATime: null,
  accountOptions: [],
  mobileAppAccountTypes: 'all',
  planGate: 'advanced',
};
