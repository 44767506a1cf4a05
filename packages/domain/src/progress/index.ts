export * from './progress.schemas';
export * from './streak';
export { dayFormatFor, formatDay } from './day-format';
export * from './locking';
export * from './lesson-progress';
export * from './lesson-state';
export * from './local-learner-store';
export * from './progress.light';
export * from './local-learner-store.schemas';
