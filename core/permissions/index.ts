export * from './role-schema';
export * from './roles';
export * from './account-selection';
export * from './content-permissions';
