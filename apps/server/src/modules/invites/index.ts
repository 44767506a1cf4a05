export { invitesRoutes } from './invites.routes';
export * from './invites.service';
