export * from './assistant-schemas';
export * from './caption-options';
