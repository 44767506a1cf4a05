export * from './voice-studio.schemas';
