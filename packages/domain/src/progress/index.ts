export * from './progress.schemas';
export * from './streak';
export * from './locking';
export * from './lesson-progress';
export * from './lesson-state';
export * from './local-learner-store';
