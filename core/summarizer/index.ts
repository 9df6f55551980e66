export * from './summarizer-input';
