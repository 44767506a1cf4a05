import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { getRegistrationMode } from './registration-mode';

describe('GET /registration', () => {
  it('reads the registration mode', async () => {
    server.use(http.get('*/api/registration', () => HttpResponse.json({ registration_mode: 'invite', extra: 1 })));
    await expect(getRegistrationMode()).resolves.toEqual({ registration_mode: 'invite' });
  });

  it('refuses an answer that is not a registration mode', async () => {
    server.use(http.get('*/api/registration', () => HttpResponse.json({ registration_mode: 'closed' })));
    await expect(getRegistrationMode()).rejects.toThrow('Unexpected answer from GET /registration');
  });
});
