export * from './audio-key';
export * from './orthography';
export * from './g2p';
export * from './findings';
export * from './exercise-check';
export * from './lesson-check';
export * from './question-rules';
