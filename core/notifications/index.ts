export * from './schemas';
export * from './preferences';
