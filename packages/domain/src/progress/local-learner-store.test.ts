import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_LOCAL_LEARNER_STORE, parseLocalLearnerStore, visitLocalStore } from './local-learner-store';

describe('the local learner store', () => {
  it('keeps the fields of spec 01 §3 and reads anything else field by field', () => {
    const good = {
      username: 'Hodan',
      streakDays: 3,
      xpPoints: 120,
      lastLoginDate: '2026-05-01',
      lessons: [{ id: 'a1-vocab-greetings', progress: 100, completed: true, locked: false, skipped: false }],
    };
    expect(parseLocalLearnerStore(good)).toEqual(good);
    expect(parseLocalLearnerStore({ streakDays: 2, lastLoginDate: '2026-05-01' })).toEqual({
      ...EMPTY_LOCAL_LEARNER_STORE,
      streakDays: 2,
      lastLoginDate: '2026-05-01',
    });
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        expect(() => parseLocalLearnerStore(raw)).not.toThrow();
      }),
    );
  });

  it('counts visits like the server streak', () => {
    let store = visitLocalStore(EMPTY_LOCAL_LEARNER_STORE, '2026-05-01');
    expect(store).toMatchObject({ streakDays: 1, lastLoginDate: '2026-05-01' });
    store = visitLocalStore(store, '2026-05-01');
    expect(store.streakDays).toBe(1);
    store = visitLocalStore(store, '2026-05-02');
    expect(store.streakDays).toBe(2);
    store = visitLocalStore(store, '2026-05-05');
    expect(store.streakDays).toBe(1);
  });
});
