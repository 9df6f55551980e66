import { messages } from '../messages';
import { type NetworkRules } from './network-rules';

/** A Mailchimp audience list: the post goes out as a campaign e-mail. */
export const mailchimpRules: NetworkRules = {
  socialType: 'mailchimp',
  name: 'Mailchimp',
  accountTypes: ['list'],
  text: { limit: null, counting: 'characters' },
  titleLimit: null,
  media: { maxImages: 10, video: false, gif: true, audio: false, pdf: false },
  // "Only one Mailchimp account likewise."
  oneAccountAtATime: messages.composer.oneMailchimpAccount,
  accountOptions: [],
  mobileAppAccountTypes: [],
  planGate: 'advanced',
};
