export * from './discount';
export * from './purchasable';
export * from './schemas';
export * from './starting-plan';
