import type { AppInstance } from '@/app-types';
import { adminAccountsRoutes } from './admin-accounts.routes';
import { adminPlatformRoutes } from './admin-platform.routes';
import type { AdminService } from './admin.service';

export * from './admin.service';
export { ADMIN_MESSAGES } from './admin-accounts';
export { BUNDLE_NOT_FOUND } from './admin-platform';

/** Every /admin call: administrators only (config access 'admin'). */
export async function adminRoutes(app: AppInstance, services: { admin: AdminService }) {
  await adminAccountsRoutes(app, services);
  await adminPlatformRoutes(app, services);
}
