export * from './call-to-action-rules';
export * from './call-to-action-schema';
export * from './post-findings';
export * from './post-schema';
export * from './post-timing-schema';
export * from './text-length';
export * from './validate-post';
export * from './web-url';
