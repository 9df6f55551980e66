import { assistantMessages } from './assistant-messages';
import { billingMessages } from './billing-messages';
import { imageToolsMessages } from './image-tools-messages';
import { contentMessages } from './content-messages';
import { libraryMessages } from './library-messages';
import { networkMessages } from './network-messages';
import { teamMessages } from './team-messages';
import { tiktokMessages } from './tiktok-messages';

/**
 * Every user-visible message, named. Messages quoted from the spec (shared/spec) are verbatim;
 * the ones marked "ours" cover cases the spec does not show.
 */
export const messages = {
  calendars: {
    nameRequired: 'Name is required',
    deleteConfirmation:
      'Are you sure? If you will remove this calendar - you will remove all records tied to it (Social Media Accounts, Posts, Scheduled Posts, Campaigns, Library content etc.)',
    expiredAccounts:
      'Some of your accounts have expired. Please reconnect your social media account on the Settings page.',
    contactAdmin: 'Contact your admin',
    contactAdminTooltip:
      'Sniffing around for more categories or calendars? Contact your billing admin for access.',
    // ours: the spec says only that the last calendar cannot be removed
    lastCalendar: 'You cannot remove your last calendar.',
    nameTooLong: 'Name must be at most 100 characters',
  },
  session: {
    // ours: the spec shows no server messages for sign-up and login
    invalidEmail: 'Please enter a valid e-mail address',
    confirmationSent:
      'We have sent you an e-mail. Open the link in it within 24 hours to finish creating your account.',
    invalidSignupLink: 'This sign-up link is invalid or has expired. Please sign up again.',
    weakPassword: 'Password must be at least 8 characters and contain a letter and a number',
    nameRequired: 'Please enter your name',
    wrongCredentials: 'Wrong e-mail or password',
    tooManyAttempts: (wait: string) => `Too many login attempts. Please try again in ${wait}.`,
    loginRequired: 'Please log in to continue',
    invalidRecoveryToken: 'This link is invalid or has expired. Please ask for a new one.',
    wrongCurrentPassword: 'The current password is not correct',
    passwordChangeNeedsProof: 'Give the current password or the link from the recovery e-mail',
    recoverySent: 'If an account exists for this e-mail, we have sent a link to reset the password.',
    passwordChanged: 'Your password has been changed. Please log in.',
  },
  ...teamMessages,
  ...assistantMessages,
  ...billingMessages,
  ...contentMessages,
  upgrade: {
    limitExceed: (amount: number, action: string) => `you have reached your limits of ${amount} ${action}`,
    noAccess: (action: string) => `you don't have access to ${action}`,
  },
  errors: {
    notFound: 'Not found',
    forbidden: "You don't have permission to do this",
    internal: 'Something went wrong on our side. Please try again.',
    maintenance: 'is under Maintenance. Please check back in some time.',
    notFoundPage: "The page you're looking for doesn't exist.",
    newVersion: 'A new version has been released',
    contactSupport: 'Please contact support if this keeps happening.',
    // ours: the spec names the Update button and the back-to-homepage button only
    updateApp: 'Update',
    backToHomepage: 'Back to homepage',
    network: 'Could not reach Kairos. Please check your connection and try again.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  },
  validation: {
    // ours: the spec shows no messages for malformed input
    controlCharacters: 'Please remove the invisible control characters from this text',
    invalidDate: 'Please choose a valid date',
    dateOutOfRange: 'Please choose a date between the years 1970 and 2199',
    invalidId: 'Not a valid id',
    badRequest: 'The request could not be read',
    requestTimeout: 'The request took too long to arrive',
    uriTooLong: 'The address of this request is too long',
    headersTooLarge: 'The headers of this request are too large',
  },
  shell: {
    dealButton: 'Grab your limited time deal',
    // ours: the spec says only "tooltip says quick courses are coming soon"
    universityTooltip: 'Quick courses are coming soon',
  },
  notifications: {
    empty: 'No notifications',
    // ours, below: the spec lists what a notification is about, not its wording. The server passes
    // the account and network already HTML-escaped (and the account in bold).
    failed: (account: string, network: string) =>
      `We could not publish your post to ${account} on ${network}.`,
    networkSaid: (network: string, reason: string) => `${network} said: ${reason}`,
    blockedAccount: (account: string, network: string) => `Account: ${account} on ${network}.`,
    needsReconnect: (account: string, network: string) =>
      `We could not publish your post to ${account} on ${network}: its connection has expired.`,
    unconfirmed: (account: string, network: string) =>
      `We sent your post to ${account} on ${network} but could not confirm that ${network} received it. It may already be published.`,
    reminder: (network: string, account: string) =>
      `Time to post on ${network}: open the Kairos mobile app and publish this post to ${account}.`,
    reminderEmailIntro: (network: string) =>
      `Time to post on ${network}: open the Kairos mobile app and publish this post.`,
    reminderMedia: 'Media to add from your phone:',
    reminderEmailSubject: (network: string) => `Time to post on ${network}`,
    reminderEmailGreeting: (name: string) => `Hi ${name},`,
    reminderEmailOpenPost: 'See the post in Kairos:',
  },
  composer: {
    messageRequired: 'Please, provide some content in your awesome post!',
    accountRequired: 'Please select account for post',
    hourRequired: 'Please select an hour',
    dateRequired: 'Please choose a date for the post',
    futureTimeRequired: 'Please, choose time from the future',
    pdfNeedsWhatsApp: "Please, choose WhatsApp's social account",
    audioNeedsAlexa: "Please, connect your device and choose Alexa's social account",
    audioUploadNeedsAlexa:
      'You can only upload audio when posting to Alexa Voice. Please, select Alexa account first.',
    // ours: the spec says only "the PDF equivalent for a WhatsApp group"
    pdfUploadNeedsWhatsApp:
      'You can only upload PDF when posting to WhatsApp group. Please, select WhatsApp account first.',
    libraryCategoryRequired: 'Please select a category to save a copy to library',
    oneInstagramAccount: 'You can only post to one Instagram post at a time',
    oneTwitterAccount: 'You can only post to one twitter account at a time',
    // ours: the spec says "Only one Mailchimp account likewise"
    oneMailchimpAccount: 'You can only post to one mailchimp account at a time',
    processing: 'Your post is being processed right now. Please do not close this window',
    savedAsDraft: 'Your post has been saved as draft',
    addedToLibrary: 'Your post has been successfully added to the Library',
    // ours: the spec gives the limits, not the wording
    textTooLong: (network: string, limit: number) => `${network} allows at most ${limit} characters`,
  },
  callToAction: {
    urlRequired: 'Call to Action Url is required',
    urlInvalid: 'Please correct the Call to Action URL (add https:// and make sure it is a valid URL)',
    typeRequired: 'Please select Call to Action type',
    redeemUrlInvalid:
      'Please correct the Call to Action Redeem online url (add https:// and make sure it is a valid URL)',
    buttonUrlInvalid: 'Please correct Button URL (add https:// and make sure it is a valid URL)',
    buttonLinkRequired: 'Please add Link for Button',
    buttonTextRequired: 'Please add Button text',
    imageTextTooLong: 'You can place text on image up to 26 characters',
    // ours: the spec gives the limit of 12 only
    buttonTextTooLong: 'You can place up to 12 characters on a button',
    offerDurationInvalid: 'Offer duration must be between 1 and 30',
  },
  ...networkMessages,
  media: {
    tooManyFiles:
      'You can upload up to 10 images or 1 video or 1 GIF, please remove some of them to choose other file',
    videoOrImages: '1 video or 10 images',
    unsupportedFileFormat: 'Unsupported file format',
    unsupportedFormat: (type: string) => `Unsupported format ${type}`,
    noMoreImages: 'Oops, you could not upload more images.',
    maxImages: (max: number) =>
      `Maximum ${max} images can be uploaded, please remove some of them to choose other images.`,
    // the spec quotes this one cut short, with its "..."
    maxImagesOrVideo: (max: number) => `Maximum ${max} images or one video can be uploaded...`,
    maxBulk: 'Maximum 30 images or videos can be uploaded, please remove some of them to choose other files.',
    oneFeaturedImage: 'Your can uploaded only one featured image, please remove/unselect image.',
    imageEditorMax:
      'Maximum 10 images can be uploaded. Please remove some of them to create and use a new image.',
    photoTooLarge: 'You cannot upload the photo more than 5 mb. Please try another one.',
    imagesUnder5Mb: 'Images should be less than 5Mb',
    // ours: the spec gives the sizes of audio, PDF and video without wording
    audioTooLarge: 'You cannot upload audio more than 8 mb. Please try another one.',
    pdfTooLarge: 'You cannot upload a PDF more than 10 mb. Please try another one.',
    videoTooLarge: 'You cannot upload a video more than 150 mb. Please try another one.',
    imagesNotFound: 'Images not found.',
    uploading: 'The image is uploading. Please wait',
    // ours: the spec has no wording for these upload failures
    notUploaded: 'The file did not reach us. Please try again.',
    uploadLinkInvalid: 'This upload link is not valid or has expired. Please try again.',
    notInCalendar: 'This file was not uploaded to this calendar. Please upload it again.',
  },
  thumbnail: {
    resolutionMismatch: "Image Resolution doesn't match with video.",
    typeNotSupported: 'Image type not supported',
    onlyOne: 'Only 1 image can be selected',
    sizeExceeded: 'Image file size is exceeded.',
  },
  imagesFromUrl: {
    urlRequired: 'Please paste url',
    urlInvalid: 'Please paste valid url',
    htmlPageRequired: 'Please paste valid html page',
    noImages: 'There are no images for current url. Please try another one',
    tooManySelected: (max: number) => `No. of images selected exceeds maximum of ${max}`,
  },
  ...libraryMessages,
  ...imageToolsMessages,
  ...tiktokMessages,
  utm: {
    requiredFields: 'Please fill all required fields',
    modalTitle: 'Select URL for add UTM parameters',
  },
  summarizer: {
    // ours: the spec gives the 100-word minimum only
    tooShort: 'Please give at least 100 words to summarize, or the link of an article',
  },
  time: {
    selectHour: 'Select hour',
    currentOffset: (offset: string) => `Your current ${offset}`,
  },
  accounts: {
    alreadyDeleted: 'Some accounts are already deleted.',
    reconnect: 'reconnect',
    // ours, below: the spec shows the accounts calls without their messages
    unknownNetwork: 'Please choose a social network',
    networkNotConfigured:
      'This network is not configured on this server. Please ask your administrator to set it up.',
    chooseOne: 'Please choose at least one account to connect',
    disabledFlagRequired: 'Please say whether the account is disabled',
    unknownCandidate: 'One of the chosen accounts was not offered by this connection.',
    connectInvalid: 'This connection link is not valid. Please connect the account again.',
    connectUsed: 'This connection link has already been used. Please connect the account again.',
    connectExpired: 'This connection has expired. Please connect the account again.',
    connectDenied: 'The connection was cancelled on the network. Please connect again and allow access.',
    connectFailed: (network: string) => `${network} did not let us connect the account. Please try again.`,
    instanceRequired: 'Please enter the address of your server, like mastodon.social',
    instanceInvalid: 'This server address is not valid. Please enter one like mastodon.social',
    credentialsNetwork: 'This network connects with a handle and an app password.',
    credentialsRefused: 'The handle or app password is not right. Please check them and try again.',
    credentialsRequired: 'Please enter your handle and an app password',
    reconnectOtherAccount: (name: string) =>
      `You allowed a different account. Please log in to the network as ${name} and reconnect again.`,
  },
  publishing: {
    // ours: the engine's own outcomes, which the spec does not word
    publishingNow: 'This post is being published right now. Please try again in a moment.',
    accountDisabled: 'This account is disabled. Enable it in Settings to post to it.',
    gaveUp: (hours: number) => `The network kept failing, so we stopped trying after ${hours} hours.`,
    unconfirmed:
      'We sent this post but the network did not confirm it. Please check the account before retrying.',
    nothingToRetry: 'This post has reached every account already.',
    notSentYet: 'This post has not been sent yet, so there is nothing to retry.',
    networkNotConfigured: 'Publishing to this network is not configured on this server.',
    // ours (decision 0064): a post of several parts, whose first part is out when a later one fails
    partRefused: (part: string, reason: string) =>
      `The post was published, but ${part} was not: ${reason}`.trim(),
    partUnconfirmed: (part: string) =>
      `We sent ${part} but the network did not confirm it. Please check the account before retrying.`,
    /** How those messages name a part: "part 2 of 3 of the thread", "the first comment". */
    threadPart: (part: number, parts: number) => `part ${part} of ${parts} of the thread`,
    firstComment: 'the first comment',
  },
  retry: {
    tooltip: 'Please check your social account before attempting to retry',
    notPostedTo: 'Looks like this post was not posted to:',
    tryAgain: "Let's try that again?",
    blocked: 'This post was blocked.',
    // ours: the spec describes these two replacements without quoting them
    noLibraryContent:
      'This campaign needs more content: its library category has too little compliant content. Please add more and click update campaign.',
    noMobileTokens:
      'Please install the mobile app and log in, or re-authorize your account in the installed app.',
  },
  plans: {
    noPlan: "It seems like you don't have a membership that's active at the moment...",
    chooseNewPlan: 'Choose new Plan',
    quotesUpgrade: 'Upgrade your plan and get Quotes',
    // ours: the spec only says over-limit content "is paused with a clear notice, not lost" (decision 0101)
    heldByPlan: (upgrade: string) =>
      `Held by your plan: ${upgrade}. Nothing is lost: upgrade your plan, then retry.`,
  },
  voice: {
    greeting: (name: string) => `Hi ${name}! How can I help you?`,
    notUnderstood: (heard: string) => `Sorry, couldn’t understand "${heard}". Please, try again.`,
    nothingHeard: 'any word',
    lostConnection: 'Lost connection with the server, please try again later',
    microphone:
      'For the best experience, please use Safari or Chrome on desktop, Safari Mobile on iOS and Chrome or Firefox on Android.',
  },
  dialogs: {
    postAnyway: 'Post anyway',
    edit: 'Edit',
    comingSoon: 'This feature is Coming Soon!',
    comingSoonTooltip: 'Coming soon',
  },
} as const;
