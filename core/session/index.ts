export * from './schemas';
export * from './login-throttle';
