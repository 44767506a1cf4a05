export { lessonsRoutes } from './lessons.routes';
export * from './lessons.service';
export * from './lesson-catalog';
export { listLessonFeedback } from './lesson-feedback.queries';
