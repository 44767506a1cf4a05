export { profileRoutes } from './profile.routes';
export * from './profile.service';
