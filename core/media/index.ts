export * from './file-types';
export * from './images-from-url';
export * from './media-api';
export * from './media-facts';
export * from './media-selection';
export * from './thumbnail';
export * from './upload-for-accounts';
export * from './upload-settings';
