export * from './control-characters';
