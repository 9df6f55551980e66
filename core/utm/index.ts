export * from './utm-parameters';
