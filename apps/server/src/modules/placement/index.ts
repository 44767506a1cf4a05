export { placementRoutes } from './placement.routes';
export * from './placement.service';
