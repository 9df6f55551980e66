export * from './csv-safety';
export * from './import-row';
export * from './import-schemas';
