import { describe, expect, it } from 'vitest';
import { clearAllSavedLessonState } from './saved-lesson-state';
import { STORAGE_KEYS, lessonOrderKey, lessonProgressKey } from './storage-keys';

describe('clearAllSavedLessonState', () => {
  it("removes every lesson's saved progress and order, and nothing else", () => {
    window.localStorage.setItem(lessonProgressKey('food-one'), '{}');
    window.localStorage.setItem(lessonOrderKey('food-one'), '[]');
    window.localStorage.setItem(lessonProgressKey('verbs-a1'), '{}');
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token');
    window.localStorage.setItem(STORAGE_KEYS.dashboardTab, 'grammar');
    clearAllSavedLessonState();
    expect(Object.keys(window.localStorage).sort()).toEqual([STORAGE_KEYS.authToken, STORAGE_KEYS.dashboardTab].sort());
  });
});
