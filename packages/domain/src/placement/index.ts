export * from './question-bank';
export * from './placement';
export * from './placement-skips';
export * from './placement.schemas';
export * from './question-view';
export * from './seeded-random';
