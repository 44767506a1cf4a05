export { emailsRoutes } from './emails.routes';
export * from './emails.service';
export * from './email-templates';
