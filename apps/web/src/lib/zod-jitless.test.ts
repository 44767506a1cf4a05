import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-jitless';

describe('zod under the app CSP', () => {
  it('runs jitless: it never compiles or probes with new Function', () => {
    expect(z.config().jitless).toBe(true);
    // Parsing still works without compiled parsers.
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
