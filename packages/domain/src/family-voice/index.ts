export * from './family-voice.schemas';
