export * from './control-characters';
export * from './stored-document';
