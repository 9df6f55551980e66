export * from './voice-intents';
