export * from './page-schema';
