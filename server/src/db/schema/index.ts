export * from './accounts';
export * from './calendars';
export * from './sessions';
export * from './teams';
export * from './users';
