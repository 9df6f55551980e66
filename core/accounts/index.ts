export * from './account-schemas';
export * from './connect-schemas';
