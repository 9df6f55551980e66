export * from './campaign-conflict';
export * from './campaign-content';
export * from './campaign-content-rules';
export * from './campaign-schedule';
export * from './campaign-schema';
export * from './date-selection';
export * from './seeded-random';
