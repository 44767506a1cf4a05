import net from 'node:net';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '@hadal/domain';
import { createTestApp } from '@test/helpers/test-app';
import { FACTORY_PASSWORD, authHeader, createUserWithPassword } from '@test/helpers/factories';

/** What never reaches a route still answers in the contract: JSON `{detail}`. */
describe('parser-level client errors', async () => {
  const ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as net.AddressInfo;
  afterAll(() => ctx.app.close());

  /** Sends raw bytes on a fresh connection and reads everything until the server closes it. */
  async function raw(request: string | Buffer) {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    socket.on('error', () => {});
    await once(socket, 'connect');
    socket.write(request);
    await once(socket, 'close');
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { head, body };
  }

  it('a control byte in a header answers 400 {detail} and closes the connection', async () => {
    const { head, body } = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(head).toMatch(/connection: close/i);
    expect(JSON.parse(body)).toEqual({ detail: 'Malformed HTTP request' });
  });

  it('a malformed request line answers 400 {detail}', async () => {
    const { head, body } = await raw('GET /api/health HTTP/9\u0000\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(body)).toEqual({ detail: 'Malformed HTTP request' });
  });

  it('headers over the size limit answer 431 {detail}', async () => {
    const { head, body } = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(head).toMatch(/^HTTP\/1\.1 431/);
    expect(JSON.parse(body)).toEqual({ detail: 'Request headers are too large' });
  });

  it('a URL that does not decode answers 400 {detail} (frameworkErrors)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/lessons/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The request URL is not valid' });
  });
});

describe('the common-password check catches dressed-up variants of listed passwords', async () => {
  const ctx = await createTestApp();
  afterAll(() => ctx.app.close());

  /** A password change: the same check guards every password that is set. */
  async function changeTo(password: string) {
    const user = await createUserWithPassword(ctx);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: await authHeader(ctx, user),
      payload: { current_password: FACTORY_PASSWORD, new_password: password },
    });
  }

  it.each(['Password1!', 'PASSWORD123', 'p@ssw0rd', 'P@ssw0rd2024!', 'Sunshine1!'])('refuses %s', async (password) => {
    const res = await changeTo(password);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: COMMON_PASSWORD_MESSAGE });
  });

  it('accepts a password that is not a variant of a listed one', async () => {
    expect((await changeTo('Geel-Buluug-Cagaar-9')).statusCode).toBe(200);
  });
});
