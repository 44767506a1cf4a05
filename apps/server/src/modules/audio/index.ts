export { audioRoutes } from './audio.routes';
export * from './audio.service';
