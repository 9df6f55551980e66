export * from './zones';
