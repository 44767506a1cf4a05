/**
 * The ceiling: a bare Fastify server in its own process answering every request with the
 * bytes and content type given (as Hadal answered), so only Hadal's own work differs.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [bodyFile, contentType] = process.argv.slice(2);
const body = readFileSync(bodyFile!);
const app = Fastify({ logger: false });
app.all('/*', async (_req, reply) => reply.header('content-type', contentType).send(body));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
