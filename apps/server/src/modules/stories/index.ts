export { storiesRoutes } from './stories.routes';
export * from './stories.service';
