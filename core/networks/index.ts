export * from './network-rules';
export * from './network-table';
export * from './social-types';
export { canBeYoutubeShort, youtubeShortsUnderSeconds } from './youtube';
export {
  googleMyBusinessImageBytes,
  googleMyBusinessPostTitleLimit,
  googleMyBusinessTitleLimit,
} from './google-my-business';
export * from './instagram-video';
export { alexaMaxLinks } from './alexa-voice';
export * from './publishing-limits';
export * from './test-network';
