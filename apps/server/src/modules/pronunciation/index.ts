export { pronunciationRoutes } from './pronunciation.routes';
export * from './pronunciation.service';
