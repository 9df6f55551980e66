/**
 * TikTok's Direct Post wording, part of `messages` (core/messages.ts). TikTok's Content Sharing
 * Guidelines ("Required UX Implementation in Your App",
 * https://developers.tiktok.com/doc/content-sharing-guidelines/) fix the consent, the labels and two
 * of the refusals word for word: an app that rewords them fails TikTok's audit. "ours" marks ours.
 */
export const tiktokMessages = {
  tiktok: {
    // ours, in the spec's style ('Please add title to your YouTube video')
    privacyRequired: (account: string) => `Please choose who can see your TikTok post on ${account}`,
    disclosureIncomplete: 'You need to indicate if your content promotes yourself, a third party, or both.',
    brandedContentPrivate: 'Branded content visibility cannot be set to private.',
    musicUsageConsent: "By posting, you agree to TikTok's Music Usage Confirmation.",
    brandedContentConsent:
      "By posting, you agree to TikTok's Branded Content Policy and Music Usage Confirmation.",
    promotionalLabel: "Your photo/video will be labeled as 'Promotional content'",
    paidPartnershipLabel: "Your photo/video will be labeled as 'Paid partnership'",
    // ours: the guidelines ask to stop and "prompt users to try again later" without wording it
    cannotPostNow: 'TikTok does not let this account post right now. Please try again later.',
    // ours: creator_info could not be read
    creatorUnavailable: 'TikTok did not answer with this account’s posting options. Please try again.',
    notTikTok: 'This account is not a TikTok account.',
    // ours: a campaign has no one to choose each post's privacy (decision 0054)
    notInCampaigns: (account: string) =>
      `TikTok asks you to choose who can see each post, so ${account} cannot be part of a campaign. Please schedule its posts from the composer, or ask for a reminder.`,
    videoTooLong: (maxSeconds: number) =>
      `This TikTok account can post videos of up to ${maxSeconds} seconds. Please choose a shorter video.`,
  },
} as const;
