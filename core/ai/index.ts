export * from './caption-options';
