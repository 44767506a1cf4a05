export { authRoutes } from './auth.routes';
export * from './auth.service';
export * from './login-throttle';
