export * from './feed-messages';
export * from './feed-schemas';
