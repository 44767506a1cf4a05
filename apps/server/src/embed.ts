/**
 * Hadal as a library, for programs that run the production build in their own process (the
 * benchmark): `dist/embed.js` beside `dist/main.js`, sharing its code.
 */
export { loadConfig } from './config';
export { silentLogger } from './lib/logger';
export { startServer, type RunningServer } from './server';
