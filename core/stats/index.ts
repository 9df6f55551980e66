export * from './stats-messages';
export * from './stats-schema';
