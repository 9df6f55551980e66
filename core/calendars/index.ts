export * from './colors';
export * from './rules';
export * from './schemas';
