export * from './lesson-kinds';
export * from './lesson.schemas';
export * from './xp';
export * from './scoring';
export * from './exercise-order';
export * from './answer';
export * from './sample-lesson';
export * from './lesson-list.light';
