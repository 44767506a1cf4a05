/**
 * Told once a write to these accounts' rows has committed (a rename, a password, XP and streak,
 * a verified email, a child's parent, a deletion), so that no process keeps serving the old row
 * from its cache of accounts (modules/sessions account-cache.ts). Every service that writes the
 * users table through this module calls it after its transaction, never inside it.
 */
export type AccountsChanged = (userIds: number[]) => void;
