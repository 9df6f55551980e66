export * from './design-api';
export * from './design-messages';
export * from './design-sizes';
