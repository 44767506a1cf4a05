/* The emails screens, read lazily by the router (each a named export). */
export { UnsubscribePage } from './unsubscribe-page';
