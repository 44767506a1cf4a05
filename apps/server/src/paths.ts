import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** apps/server, whether running from src/ (tsx) or from the bundled dist/. */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/db/migrations');
export const DEFAULT_WEB_DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');
export const DEFAULT_CONTENT_DIR = path.join(REPO_ROOT, 'content');
