export * from './normalise';
export * from './particles';
export * from './dialect';
export * from './typo';
export * from './check-answer';
export * from './exercise-kinds';
export * from './graded-score';
export * from './answer-support';
