export * from './date-selection';
