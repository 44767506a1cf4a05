import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { AZURE_OUTPUT_FORMAT, createAzureTts } from './azure.tts';

const FAKE_WAV = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(100)]);

/** A local stand-in for Azure Speech that checks the request the way the real service does. */
async function fakeAzure() {
  const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.headers['ocp-apim-subscription-key'] !== 'test-key') {
        res.writeHead(401).end();
        return;
      }
      const ok =
        req.method === 'POST' &&
        req.url === '/cognitiveservices/v1' &&
        req.headers['content-type'] === 'application/ssml+xml' &&
        req.headers['x-microsoft-outputformat'] === AZURE_OUTPUT_FORMAT &&
        /^<speak version="1.0"[^>]*xml:lang="so-SO"><voice name="so-SO-[A-Za-z]+Neural">.+<\/voice><\/speak>$/.test(
          body,
        );
      if (!ok) {
        res.writeHead(400).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'audio/x-wav' }).end(FAKE_WAV);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    endpoint: `http://127.0.0.1:${port}/cognitiveservices/v1`,
    close: () => new Promise((r) => server.close(r)),
  };
}

describe('Azure Speech text-to-speech', async () => {
  const fake = await fakeAzure();
  afterAll(() => fake.close());

  it('POSTs SSML with the so-SO voice and the RIFF output format, and returns the WAV', async () => {
    const tts = createAzureTts({ key: 'test-key', region: 'westeurope', endpoint: fake.endpoint });
    const wav = await tts.synthesize('Soo dhawoow <Cali> & "Hodan"');
    expect(wav.equals(FAKE_WAV)).toBe(true);
    const req = fake.seen.at(-1)!;
    expect(req.body).toContain(
      '<voice name="so-SO-UbaxNeural">Soo dhawoow &lt;Cali&gt; &amp; &quot;Hodan&quot;</voice>',
    );
    expect(tts.id).toBe('azure-so-SO-UbaxNeural');
  });

  it('reports a refused key as an error', async () => {
    const tts = createAzureTts({ key: 'wrong', region: 'westeurope', endpoint: fake.endpoint });
    await expect(tts.synthesize('Nabad')).rejects.toThrow('Azure Speech answered 401');
  });

  it('targets the regional endpoint by default', () => {
    expect(createAzureTts({ key: 'k', region: 'westeurope' }).id).toBe('azure-so-SO-UbaxNeural');
  });
});
