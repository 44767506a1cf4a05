import net from 'node:net';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@test/helpers/test-app';

/** A client that sends part of a request and stalls is cut off; it cannot hold a connection open. */
describe('slow clients', async () => {
  const ctx = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '500', KEEP_ALIVE_TIMEOUT_MS: '300' } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as net.AddressInfo;
  afterAll(() => ctx.app.close());

  async function stall(request: string) {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    socket.on('error', () => {});
    await once(socket, 'connect');
    socket.write(request);
    await once(socket, 'close');
    return answer;
  }

  it('closes a connection whose body never finishes, answering 408', async () => {
    const answer = await stall(
      'POST /api/auth/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nusername=',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({ detail: 'The request took too long to arrive' });
  });

  it('closes a connection whose headers never finish', async () => {
    const answer = await stall('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(answer === '' || /^HTTP\/1\.1 408/.test(answer)).toBe(true);
  });

  it('closes an idle kept-alive connection', async () => {
    const answer = await stall('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
