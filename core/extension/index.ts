export * from './extension-settings';
export * from './window-messages';
