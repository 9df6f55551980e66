export * from './catalogue';
export * from './limits';
