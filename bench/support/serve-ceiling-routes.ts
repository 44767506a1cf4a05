/**
 * The ceiling of the many-learner benchmark: a bare Fastify server in its own process answering
 * each route with the bytes and headers Hadal answered for it (sampled once), so only Hadal's
 * own work differs. Argument: a JSON file of { [route or path]: { status, headers, body (base64) } };
 * a request whose exact path was sampled (each lesson's detail) gets that path's answer.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { routeOf, type SampledAnswer } from './mix';

const answers = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, SampledAnswer>;
const prepared = Object.fromEntries(
  Object.entries(answers).map(([route, a]) => [route, { ...a, bytes: Buffer.from(a.body, 'base64') }]),
);
const app = Fastify({ logger: false });
app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
app.all('/*', async (request, reply) => {
  // The areas benchmark names its route in a header; the many-learner one is told by its path.
  const named = request.headers['x-bench-route'];
  const answer =
    prepared[request.url] ?? prepared[typeof named === 'string' ? named : (routeOf(request.method, request.url) ?? '')];
  if (!answer) return reply.code(404).send();
  return reply.code(answer.status).headers(answer.headers).send(answer.bytes);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}`, pid: process.pid })}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
