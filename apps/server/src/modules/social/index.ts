export { socialRoutes } from './social.routes';
export * from './social.service';
