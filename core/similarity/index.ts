export * from './similarity-rules';
