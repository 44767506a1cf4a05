export { childrenRoutes } from './children.routes';
export * from './children.service';
