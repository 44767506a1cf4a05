import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from './storage-keys';
import { browserTimeZone } from './time-zone';

const now = new Date('2026-11-26T12:00:00Z');
const lookUp = () => vi.spyOn(Intl, 'DateTimeFormat');
const keep = (value: unknown) => window.localStorage.setItem(STORAGE_KEYS.timeZone, JSON.stringify(value));

describe('the browser time zone sent with signed-in calls', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is looked up once and kept with the UTC offset it was found at', () => {
    const spy = lookUp();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    spy.mockClear();
    expect(browserTimeZone(now)).toBe(zone);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.timeZone)!)).toEqual({
      zone,
      offset: now.getTimezoneOffset(),
    });
    expect(browserTimeZone(now)).toBe(zone);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('is the kept zone while the offset is the same, without asking Intl', () => {
    keep({ zone: 'Africa/Mogadishu', offset: now.getTimezoneOffset() });
    const spy = lookUp();
    expect(browserTimeZone(now)).toBe('Africa/Mogadishu');
    expect(spy).not.toHaveBeenCalled();
  });

  it('is looked up again when the offset changed or the kept value is unreadable', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const kept of [{ zone: 'Africa/Mogadishu', offset: now.getTimezoneOffset() + 180 }, { zone: 3 }, 'x']) {
      keep(kept);
      const spy = lookUp();
      expect(browserTimeZone(now)).toBe(zone);
      expect(spy).toHaveBeenCalledTimes(1);
      vi.restoreAllMocks();
    }
  });
});
