/**
 * Told once a write to these accounts has committed (a new account, a rename, a password, XP and
 * streak, a verified email, two-factor turned on or off, a child's parent, a deletion), so that no
 * process keeps serving the old row from its cache of accounts (modules/sessions account-cache.ts)
 * or the old admin user list (modules/admin). Every service that writes the users table through
 * this module, or an account's two-factor state, calls it after its transaction, never inside it.
 */
export type AccountsChanged = (userIds: number[]) => void;
