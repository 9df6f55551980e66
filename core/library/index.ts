export * from './library-post-rules';
export * from './library-post-schema';
export * from './library-post-view';
export * from './library-content-schema';
