/**
 * The networks' rules and the confirmations they ask for before Post, part of `messages`
 * (core/messages.ts): spec wording where the spec gives it, "ours" where it names a rule only.
 */
export const networkMessages = {
  networkRules: {
    gmbOfferTitleRequired: 'Please add title to Your Google My Business Offer post',
    // ours, below: the spec names these rules without their wording
    gifRejected: (network: string) => `${network} does not accept GIFs. Please remove the GIF.`,
    videoRejected: (network: string) => `${network} does not accept videos. Please remove the video.`,
    tooManyImages: (network: string, max: number) =>
      `${network} accepts at most ${max} image${max === 1 ? '' : 's'}`,
    imagesRejected: (network: string) => `${network} does not accept images. Please remove them.`,
    titleTooLong: (network: string, limit: number) => `The ${network} title can be up to ${limit} characters`,
    // ours (issue 16): an image's alt text longer than the network takes
    altTextTooLong: (network: string, limit: number) =>
      `The ${network} alt text of an image can be up to ${limit} characters`,
    // ours (issue 16, decision 0064): a thread's later parts and a first comment
    threadPart: (part: number, message: string) => `Part ${part} of your thread: ${message}`,
    threadReplyImagesOnly: 'A later part of a thread takes images only',
    threadReplyEmpty: (part: number) =>
      `Part ${part} of your thread is empty. Please write something or remove it.`,
    threadTooLong: (network: string, maxParts: number) =>
      `${network} threads can have at most ${maxParts} parts`,
    firstCommentTooLong: (network: string, limit: number) =>
      `The ${network} first comment can be up to ${limit} characters`,
    instagramStoryComment:
      'Instagram stories take no comments. Please remove the first comment or post to the feed.',
    commentScope: (account: string) =>
      `Please reconnect ${account} to let Kairos post its first comment: it was connected without that permission`,
    alexaImageOnly: 'Alexa cannot play an image. Please add audio or remove the images.',
    alexaTooManyLinks: 'Alexa posts can contain at most 2 links',
    gmbImageSize: 'The Google My Business image must be between 10 KB and 25 MB',
    // ours, modelled on the spec's offer message
    gmbEventTitleRequired: 'Please add title to Your Google My Business Event post',
    // ours: Google's own limit for an offer's or an event's title (the spec lists 58 as a network limit)
    gmbPostTitleTooLong: (kind: 'offer' | 'event', limit: number) =>
      `The title of a Google My Business ${kind} can be up to ${limit} characters`,
    gmbEventTimesRequired: 'Please choose when your Google My Business event starts and ends',
    gmbEventEndsBeforeStart: 'Your Google My Business event must end after it starts',
    gmbEventOver: 'Your Google My Business event must end in the future, after the post goes out',
    gmbEventAndOffer: 'A Google My Business post can be an offer or an event, not both',
    pinterestImageRequired: 'Pinterest needs an image. Please add one.',
    webStoryMediaRequired: 'Google Web Stories need an image or a GIF',
    webStoryTitleRequired: 'Please add title to your Google Web Story',
    youtubeVideoRequired: 'YouTube needs a video. Please add one.',
    youtubeTitleRequired: 'Please add title to your YouTube video',
    youtubeShortNotAllowed: 'Only portrait videos shorter than 61 seconds can be posted as YouTube Shorts',
    youtubeAngleBrackets: 'YouTube titles and descriptions cannot contain < or >',
    tiktokMediaRequired: 'TikTok needs a video or a photo. Please add one.',
    instagramMediaRequired: 'Instagram needs an image or a video. Please add one.',
    instagram4kVideo: 'Instagram does not accept 4K videos. Please choose a video up to 1920 pixels wide.',
    instagramVideoDuration: (maxSeconds: number) =>
      `Instagram videos must be from 3 to under ${maxSeconds} seconds long`,
    instagramVideoSize: (maxMb: number) => `Instagram videos must be smaller than ${maxMb} MB`,
    instagramTooManyHashtags: 'Instagram allows at most 30 hashtags',
    instagramFeedAspectRatio: 'Instagram feed videos need an aspect ratio between 4:5 and 16:9',
    instagramAutoFeed: 'Instagram auto feed posts need 1 image or 1 video',
    instagramAutoCarousel: 'Instagram auto carousel posts need 2 or more images',
    instagramCarouselTooMany: 'Instagram carousels take at most 10 images and videos',
    instagramAutoReel: 'Instagram auto reels need a vertical video and no images',
    facebookReelVideoRequired: 'A Facebook Reel needs a video',
    // ours (issue 16): Reels and stories published through the API (Reels Publishing, Page Stories)
    facebookPagesOnly: 'Facebook Reels and stories can be published to pages only',
    facebookReelOrStory: 'Choose a Facebook Reel or a story, not both',
    facebookReelShape: 'A Facebook Reel is one vertical (9:16) video, without images',
    facebookReelDuration: 'A Facebook Reel must be from 3 to 90 seconds long',
    facebookStoryMedia: 'A Facebook story is one image or one video',
    facebookStoryDuration: 'A Facebook video story must be from 3 to 60 seconds long',
    facebookStoryComment:
      'Facebook stories take no comments. Please remove the first comment or post to the feed.',
    linkedinVideoUpgrade: 'Your plan does not include LinkedIn video',
  },
  confirmations: {
    // ours: the spec names these warning dialogs without their wording
    noMedia: 'Your post has no image or video. Post it anyway?',
    // ours (decision 0064)
    facebookFirstComment:
      'Facebook posts the first comment on pages only: your Facebook groups and profiles get the post without it. Post it anyway?',
    instagramBusinessGif: 'Instagram Business posts a GIF as a static image. Post it anyway?',
    facebookGroup:
      'Facebook posts to a group only when the Kairos app is installed in that group. Post it anyway?',
    twitterDailyLimit: (limit: number) =>
      `You have reached ${limit} posts today on this Twitter account. Post it anyway?`,
    instagramDailyLimit: (limit: number) =>
      `Over ${limit} Instagram posts a day are sent to you as reminders to publish from the mobile app. Post it anyway?`,
  },
} as const;
