import { confirmationKinds, type PostBodyInput, type PostView } from '@kairos/core';

/**
 * PUT /api/posts/{id} takes the whole post, so a drag in the calendar rebuilds the body from the
 * post as the API gave it, with only the timing changed ('YYYY-MM-DD' and 'HH:MM' in the user's zone).
 */
export function rescheduleBody(post: PostView, date: string, time: string): PostBodyInput {
  return {
    message: post.message,
    calendarId: post.calendarId,
    accountIds: post.accountIds,
    draft: false,
    timing: { mode: 'schedule', date, time },
    hashtags: post.hashtags,
    images: post.images,
    video: post.video,
    audio: post.audio,
    pdf: post.pdf,
    postTitle: post.postTitle,
    callToAction: post.callToAction,
    // A Google Business event stays one when it is moved.
    event: post.event,
    accountsMetadata: post.accountsMetadata,
    // TikTok's privacy and disclosure stay the creator's choice when it is moved.
    tiktokSettings: post.tiktokSettings,
    mediaMetadata: post.mediaMetadata,
    ...(post.libraryPostId === null ? {} : { libraryPostId: post.libraryPostId }),
    ...(post.campaignId === null ? {} : { campaignId: post.campaignId }),
    // The content is unchanged: its warnings were answered with 'Post anyway' when it was saved,
    // so moving it must not ask again (the API would refuse an unanswered warning).
    confirmed: [...confirmationKinds],
  };
}
