import { type NetworkRules } from './network-rules';

export const threadsRules: NetworkRules = {
  socialType: 'threads',
  name: 'Threads',
  accountTypes: ['personal'],
  text: { limit: 500, counting: 'characters' },
  titleLimit: null,
  // Threads takes carousels of 2 to 20; the composer's own cap of 10 images is the stricter one.
  // Its images are "JPEG/PNG up to 8 MB" (NETWORKS.md): a GIF would fail at the network, so refuse it here.
  media: { maxImages: 10, video: true, gif: false, audio: false, pdf: false },
  // `alt_text` on POST /threads for images and videos; the reference sets no length
  // (https://developers.facebook.com/docs/threads/posts/accessibility).
  altText: { limit: null, counting: 'code-points' },
  // Replies: a container with `reply_to_id`, published like any post
  // (https://developers.facebook.com/docs/threads/retrieve-and-manage-replies/create-replies).
  thread: { maxReplies: null },
  oneAccountAtATime: null,
  accountOptions: [],
  mobileAppAccountTypes: [],
  planGate: 'advanced',
};
