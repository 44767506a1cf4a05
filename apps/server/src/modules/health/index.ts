export { healthRoutes } from './health.routes';
export * from './health.service';
