export * from './zones';
export * from './zoned-time';
export * from './time-slots';
export * from './schedule-date';
export * from './date-schemas';
