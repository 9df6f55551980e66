export * from './accounts';
export * from './calendars';
export * from './media';
export * from './notifications';
export * from './posts';
export * from './sessions';
export * from './teams';
export * from './users';
