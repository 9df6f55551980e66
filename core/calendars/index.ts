export * from './colors';
export * from './rules';
export * from './schemas';
export * from './day-load';
