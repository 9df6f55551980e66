export * from './library-post-rules';
export * from './library-post-schema';
