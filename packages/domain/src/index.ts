export * from './schemas/lesson';
export * from './rules/sample-lesson';
export * from './schemas/consent';
export * from './rules/streak';
export * from './rules/audio-key';
