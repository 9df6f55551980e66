export * from './hashtag-rules';
export * from './hashtag-schemas';
