import { describe, expect, it } from 'vitest';
import { lessonOrderKey, lessonProgressKey, STORAGE_KEYS } from './storage-keys';

describe('storage keys', () => {
  it('names every key of the spec, and the time zone kept with its offset', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      [
        'authToken',
        'refreshToken',
        'userType',
        'isParent',
        'isAdmin',
        'selectedChildId',
        'parentAuthToken',
        'parentUserType',
        'parentRefreshToken',
        'impersonatingChild',
        'impersonatingChildName',
        'impersonatingChildId',
        'cookieConsent',
        'dashboardTab',
        'timeZone',
      ].sort(),
    );
  });

  it('builds per-lesson keys', () => {
    expect(lessonProgressKey('a1-greetings')).toBe('lessonProgress:a1-greetings');
    expect(lessonOrderKey('a1-greetings')).toBe('lessonOrder:a1-greetings');
  });
});
