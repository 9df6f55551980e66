export * from './category-name';
export * from './category-schemas';
