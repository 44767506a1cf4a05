/** The stories screens, loaded lazily from the route table. */
export { StoriesPage } from './stories-page';
export { StoryReaderPage } from './story-reader-page';
