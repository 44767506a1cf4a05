import net from 'node:net';

export type ProxyMode = 'pass' | 'down' | 'hang';

/**
 * A TCP proxy on loopback in front of a real server, to make it fail on demand:
 * 'down' drops every connection and refuses new ones (the database stopped);
 * 'hang' stops forwarding bytes both ways and leaves new connections unanswered (it froze);
 * 'pass' forwards again (it is back).
 */
export async function startFaultProxy(target: { host: string; port: number }) {
  let mode: ProxyMode = 'pass';
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const idle = new Set<net.Socket>();

  const server = net.createServer((client) => {
    client.on('error', () => {});
    if (mode === 'down') return client.destroy();
    if (mode === 'hang') {
      idle.add(client);
      client.on('close', () => idle.delete(client));
      return;
    }
    const upstream = net.connect(target.port, target.host);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    const pair = { client, upstream };
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', drop);
    upstream.on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    setMode(next: ProxyMode) {
      mode = next;
      if (next === 'down') {
        for (const p of pairs) p.client.destroy();
        for (const s of idle) s.destroy();
      }
      if (next === 'hang') {
        for (const p of pairs) {
          p.client.unpipe(p.upstream);
          p.upstream.unpipe(p.client);
          p.client.pause();
          p.upstream.pause();
        }
      }
      if (next === 'pass') {
        // Connections frozen while hanging are beyond repair; the pool replaces them.
        for (const p of pairs) p.client.destroy();
        for (const s of idle) s.destroy();
      }
    },
    async close() {
      for (const p of pairs) p.client.destroy();
      for (const s of idle) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
