export * from './audio-key';
