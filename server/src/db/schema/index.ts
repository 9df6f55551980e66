export * from './accounts';
export * from './calendars';
export * from './notifications';
export * from './posts';
export * from './sessions';
export * from './teams';
export * from './users';
