/**
 * A speech recogniser for the areas benchmark, in its own process on 127.0.0.1 so its work is not
 * counted as Hadal's: the OpenAI-compatible POST /v1/audio/transcriptions (SPEECH_PROVIDER=openai,
 * SPEECH_API_URL=<its url>). It reads the whole multipart body and answers `{ "text": ... }` at
 * once with the text given as argument. Prints one JSON line: { url, pid }.
 */
import { createServer } from 'node:http';

const answer = Buffer.from(JSON.stringify({ text: process.argv[2] ?? '' }));

const server = createServer((req, res) => {
  let bytes = 0;
  req.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  req.on('end', () => {
    const ok = req.method === 'POST' && req.url === '/v1/audio/transcriptions' && bytes > 0;
    res.writeHead(ok ? 200 : 400, { 'content-type': 'application/json', 'content-length': ok ? answer.length : 2 });
    res.end(ok ? answer : '{}');
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}`, pid: process.pid })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
