/**
 * The writing assistant's messages (issue 19), part of `messages` (core/messages.ts). The spec names
 * the features but shows none of their errors, so all of these are ours.
 */
const builtInInstead = "Here are the built-in assistant's suggestions instead.";

export const assistantMessages = {
  assistant: {
    textRequired: 'Please write some text first',
    textTooLong: (max: number) => `Please keep the text to at most ${max.toLocaleString('en-US')} characters`,
    notAnArticle: 'We could not find an article at this link. Please try another one, or paste the text.',
    pageTimeout: 'The page did not answer in time. Please try again, or paste the text instead.',
    notAVideo: 'Please choose a video uploaded to this calendar',
    summaryNeedsOne: 'Give either the text to summarize or the link of an article, not both',
    /** `notice` when the language model failed and the built-in result is shown. */
    model: {
      rateLimited: (seconds: number) =>
        `The writing model is busy (try again in ${seconds} s). ${builtInInstead}`,
      unavailable: `The writing model is not answering right now. ${builtInInstead}`,
      timeout: `The writing model took too long to answer. ${builtInInstead}`,
      unreadable: `The writing model's answer could not be used. ${builtInInstead}`,
    },
    /** What the post-from-video dialog says its proposal was made from (`source`). */
    videoSource: {
      transcript: 'Written from what is said in the video.',
      frames: 'Written from the text seen in the video (no speech-to-text is set up).',
      metadata: "Written from the video file's details: no speech or on-screen text was found.",
    },
  },
};
