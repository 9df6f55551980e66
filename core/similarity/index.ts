export * from './porter-stemmer';
export * from './similarity-rules';
export * from './similarity-score';
export * from './text-terms';
export * from './candidate-terms';
