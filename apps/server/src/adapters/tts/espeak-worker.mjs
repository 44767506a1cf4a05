// eSpeak NG (GPL-3.0-or-later) runs here, in its own process: Hadal talks to it over stdin/stdout
// and never links it into the server or the browser bundle.
// Protocol: one JSON request per line {"id", "input", "voice", "speed"}; one JSON reply per line
// {"id", "wav": base64} or {"id", "error"}. Requests are served one at a time.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import ESpeakNg from 'espeak-ng';

const require = createRequire(import.meta.url);
const wasm = await WebAssembly.compile(readFileSync(require.resolve('espeak-ng/dist/espeak-ng.wasm')));

async function synthesise({ input, voice, speed }) {
  const errors = [];
  const espeak = await ESpeakNg({
    arguments: ['-w', 'out.wav', '-v', String(voice || 'ar'), '-s', String(speed || 140), String(input)],
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(wasm, imports).then((instance) => receive(instance, wasm));
      return {};
    },
    print: () => {},
    printErr: (line) => errors.push(line),
  });
  try {
    return Buffer.from(espeak.FS.readFile('out.wav'));
  } catch {
    throw new Error(`eSpeak NG wrote no audio${errors.length ? `: ${errors.join(' ')}` : ''}`);
  }
}

let queue = Promise.resolve();
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  queue = queue.then(async () => {
    let id = null;
    try {
      const request = JSON.parse(line);
      id = request.id;
      const wav = await synthesise(request);
      process.stdout.write(`${JSON.stringify({ id, wav: wav.toString('base64') })}\n`);
    } catch (e) {
      process.stdout.write(`${JSON.stringify({ id, error: e instanceof Error ? e.message : String(e) })}\n`);
    }
  });
});
// The server went away: stop once the queue is done.
lines.on('close', () => {
  queue.then(() => process.stdout.write('', () => process.exit(0)));
});
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
