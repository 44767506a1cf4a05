export * from './question-bank';
export * from './placement';
