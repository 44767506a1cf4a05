/**
 * Every localStorage key the web app uses (spec 01 §3 "Local storage keys", spec 02 §3).
 * Always read and write storage through these names.
 */
export const STORAGE_KEYS = {
  /** Access token (JWT) of the signed-in account. */
  authToken: 'authToken',
  refreshToken: 'refreshToken',
  /** 'child' or 'parent'. */
  userType: 'userType',
  /** 'true' or 'false'. */
  isParent: 'isParent',
  /** 'true' or 'false'. */
  isAdmin: 'isAdmin',
  selectedChildId: 'selectedChildId',
  /** The parent's token, stashed while the parent views the app as a child. */
  parentAuthToken: 'parentAuthToken',
  parentUserType: 'parentUserType',
  /**
   * The parent's refresh token, stashed with the parent's token: while viewing as a child,
   * refreshToken holds the child-view session's own, so that each side refreshes on its own.
   */
  parentRefreshToken: 'parentRefreshToken',
  /** 'true' while a parent views the app as a child. */
  impersonatingChild: 'impersonatingChild',
  impersonatingChildName: 'impersonatingChildName',
  impersonatingChildId: 'impersonatingChildId',
  /** JSON {necessary: true, optional: boolean}. */
  cookieConsent: 'cookieConsent',
  /** The remembered dashboard tab: vocabulary, grammar or phrases. */
  dashboardTab: 'dashboardTab',
  /** JSON {zone, offset}: the browser's time zone and the UTC offset it was found at (lib/time-zone.ts). */
  timeZone: 'timeZone',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Key of a lesson's saved progress (current exercise id, completed exercise ids). */
export function lessonProgressKey(stableId: string): string {
  return `lessonProgress:${stableId}`;
}

/** Key of a lesson's saved exercise order. */
export function lessonOrderKey(stableId: string): string {
  return `lessonOrder:${stableId}`;
}

/** Keys cleared when a lesson is completed or restarted. */
export function lessonStorageKeys(stableId: string): [string, string] {
  return [lessonProgressKey(stableId), lessonOrderKey(stableId)];
}
