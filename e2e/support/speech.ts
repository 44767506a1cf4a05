import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { encodeWav, tokenPairSchema } from '@hadal/domain';
import { lessonProgressKey, STORAGE_KEYS } from '../../apps/web/src/lib/storage-keys';
import { postSignIn } from './bootstrap-admin';
import type { TestUser } from './users';

/*
 * Pronunciation journeys: a microphone fed from a WAV file, a fake OpenAI-compatible
 * transcription server on loopback, and a Hadal server of the journey's own configured with it
 * (the shared server has no speech provider, so other journeys are untouched).
 */

/** Writes two seconds of a spoken-pitch tone as a WAV for Chromium's fake microphone; answers its path. */
export function writeFakeMicrophoneWav(): string {
  const rate = 16_000;
  const samples = new Float32Array(rate * 2).map((_, i) => 0.3 * Math.sin((2 * Math.PI * 180 * i) / rate));
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'hadal-mic-')), 'voice.wav');
  writeFileSync(file, encodeWav(samples, rate));
  return file;
}

/** Chromium with a fake microphone playing `writeFakeMicrophoneWav()`: for `test.use({ launchOptions })`. */
export function fakeMicrophoneLaunchOptions() {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${writeFakeMicrophoneWav()}`,
    ],
  };
}

export interface SeenTranscription {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** POST /v1/audio/transcriptions that always hears `text`; every request is kept. */
export async function startFakeTranscriptionServer(text: string) {
  const seen: SeenTranscription[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ headers: req.headers, body: Buffer.concat(chunks) });
      if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') return res.writeHead(404).end();
      if (req.headers.authorization !== 'Bearer e2e-key') return res.writeHead(401).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise((r) => server.close(r)) };
}

/** Starts the built server with `env` on a free port; resolves once it prints its address. */
export async function startHadal(env: Record<string, string>): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.resolve(import.meta.dirname, '../../apps/server/dist/main.js')],
    {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hadal-e2e-speech-')),
        CAPTCHA: 'off',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${out}`)), 60_000);
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /Hadal is running at (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${out}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

/** Signs `user` in on the server at `origin` and puts the session where the web app keeps it. */
export async function signInAt(page: Page, request: APIRequestContext, origin: string, user: TestUser) {
  const res = await postSignIn(request, origin, user);
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  const session = tokenPairSchema.parse(await res.json());
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(
    ([keys, tokens]) => {
      window.localStorage.setItem(keys.authToken, tokens.access_token);
      window.localStorage.setItem(keys.refreshToken, tokens.refresh_token);
    },
    [STORAGE_KEYS, session] as const,
  );
}

/** Opens a lesson at one of its exercises (as if the learner had played up to it). */
export async function openLessonAt(page: Page, origin: string, stableId: string, exerciseId: string) {
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(
    ([key, id]) =>
      window.localStorage.setItem(
        key,
        JSON.stringify({
          currentExerciseId: id,
          completedExerciseIds: [],
          correctExerciseIds: [],
          attemptId: crypto.randomUUID(),
        }),
      ),
    [lessonProgressKey(stableId), exerciseId] as const,
  );
  await page.goto(`${origin}/lesson/${stableId}`);
}
