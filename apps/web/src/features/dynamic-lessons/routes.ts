export { DynamicLessonsPage } from './dynamic-lessons-page';
export { InteractiveLessonPage } from './interactive-lesson-page';
