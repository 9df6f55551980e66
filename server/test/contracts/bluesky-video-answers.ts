/**
 * What video.bsky.app really answered, copied verbatim from the public threads that published it
 * (each cited). The lexicon (app.bsky.video.uploadVideo, in @atproto/api) says uploadVideo answers
 * `{jobStatus: {...}}`; the service answers a bare job instead, which is what the official app reads
 * (`res.jobId`, bluesky-social/social-app src/state/queries/video/video-upload.web.ts at 1a007cf).
 */

/** https://github.com/MasterJ93/ATProtoKit/issues/97 (2025-01-20): a successful upload, then its job. */
export const atprotoKitIssue97 = {
  url: 'https://github.com/MasterJ93/ATProtoKit/issues/97',
  uploadVideo: {
    did: 'did:plc:vepis2bllryitqskja5fmwiw',
    jobId: 'cu6s52196ogs72osv3c0',
    state: 'JOB_STATE_CREATED',
  },
  getJobStatus: [
    {
      jobStatus: {
        did: 'did:plc:vepis2bllryitqskja5fmwiw',
        jobId: 'cu6s52196ogs72osv3c0',
        progress: 16,
        state: 'JOB_STATE_ENCODING',
      },
    },
    {
      jobStatus: {
        did: 'did:plc:vepis2bllryitqskja5fmwiw',
        jobId: 'cu6s52196ogs72osv3c0',
        state: 'JOB_STATE_SCANNING',
      },
    },
  ],
};

/** https://github.com/bluesky-social/atproto/issues/3097 "JobStatus inconsistent response structure". */
export const atprotoIssue3097 = {
  url: 'https://github.com/bluesky-social/atproto/issues/3097',
  unconfirmedEmail: {
    jobStatus: { did: '', error: 'unconfirmed_email', jobId: '', state: '' },
  },
  alreadyExists: {
    did: '...',
    error: 'already_exists',
    jobId: '...',
    message: 'Video already processed',
    state: 'JOB_STATE_COMPLETED',
  },
  success: {
    did: '...',
    jobId: '...',
    state: 'JOB_STATE_CREATED',
  },
};

/**
 * https://github.com/bluesky-social/atproto/issues/3026 "Video Service issues": "The response misses
 * `jobStatus` root object described in the lexicon."
 */
export const atprotoIssue3026 = 'https://github.com/bluesky-social/atproto/issues/3026';

/** https://github.com/bluesky-social/atproto-website/issues/407 (2025-04-18): getJobStatus of a failed job. */
export const atprotoWebsiteIssue407 = {
  url: 'https://github.com/bluesky-social/atproto-website/issues/407',
  getJobStatus: {
    jobStatus: {
      jobId: 'd004n3qbh3us72spkh2g',
      state: 'JOB_STATE_FAILED',
      error: 'video processing error for job: d004n3qbh3us72spkh2g',
      message: 'Failed to process video',
      did: 'did:plc:xxxxxxxxxx',
    },
  },
};
