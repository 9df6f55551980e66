export * from './category-name';
