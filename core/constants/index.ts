export * from './product-constants';
