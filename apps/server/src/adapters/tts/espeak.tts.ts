import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { somaliToEspeakPhonemes } from '@hadal/content-tools';
import { SERVER_ROOT } from '@/paths';
import { TtsError, type TtsProvider } from './tts';

/** The worker is plain JavaScript so it runs the same from src/ (tsx) and from dist/. */
export const ESPEAK_WORKER_PATH = path.join(SERVER_ROOT, 'src/adapters/tts/espeak-worker.mjs');
export const ESPEAK_TIMEOUT_MS = 30_000;
/** Words per minute: slower than eSpeak's 175 so learners can follow. */
export const ESPEAK_SPEED_WPM = 130;

interface Pending {
  resolve(wav: Buffer): void;
  reject(e: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * eSpeak NG with the Arabic voice, driven by our Somali grapheme-to-phoneme converter. eSpeak
 * (GPL-3.0) runs as a separate program: one long-lived worker process, started on first use and
 * restarted if it dies; requests queue in the worker.
 */
export function createEspeakTts(
  options: { workerPath?: string; timeoutMs?: number; speedWpm?: number } = {},
): TtsProvider {
  const workerPath = options.workerPath ?? ESPEAK_WORKER_PATH;
  const timeoutMs = options.timeoutMs ?? ESPEAK_TIMEOUT_MS;
  const speed = options.speedWpm ?? ESPEAK_SPEED_WPM;
  let child: ChildProcessWithoutNullStreams | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function failAll(error: Error) {
    for (const [id, p] of pending) {
      clearTimeout(p.timer);
      p.reject(error);
      pending.delete(id);
    }
  }

  function worker(): ChildProcessWithoutNullStreams {
    if (child) return child;
    const proc = spawn(process.execPath, [workerPath], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    proc.stderr.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-2000);
    });
    createInterface({ input: proc.stdout }).on('line', (line) => {
      let reply: { id?: number; wav?: string; error?: string };
      try {
        reply = JSON.parse(line) as typeof reply;
      } catch {
        return;
      }
      const p = reply.id === undefined ? undefined : pending.get(reply.id);
      if (!p || reply.id === undefined) return;
      pending.delete(reply.id);
      clearTimeout(p.timer);
      if (reply.wav) p.resolve(Buffer.from(reply.wav, 'base64'));
      else p.reject(new TtsError(reply.error ?? 'eSpeak NG failed'));
    });
    proc.on('error', (e) => failAll(new TtsError(`eSpeak NG worker failed to start: ${e.message}`)));
    proc.on('exit', (code, signal) => {
      if (child === proc) child = null;
      failAll(new TtsError(`eSpeak NG worker stopped (${signal ?? code})${stderr ? `: ${stderr.trim()}` : ''}`));
    });
    proc.stdin.on('error', () => {});
    child = proc;
    return proc;
  }

  return {
    id: 'espeak-ar',
    synthesize(text) {
      const input = somaliToEspeakPhonemes(text);
      if (!input) return Promise.reject(new TtsError('nothing to say'));
      return new Promise<Buffer>((resolve, reject) => {
        const id = nextId++;
        const proc = worker();
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new TtsError(`eSpeak NG took longer than ${timeoutMs} ms`));
          // A stuck worker is replaced on the next request.
          proc.kill();
        }, timeoutMs);
        pending.set(id, { resolve, reject, timer });
        proc.stdin.write(`${JSON.stringify({ id, input, voice: 'ar', speed })}\n`);
      });
    },
    async close() {
      const proc = child;
      child = null;
      if (!proc) return;
      failAll(new TtsError('text-to-speech closed'));
      await new Promise<void>((resolve) => {
        proc.once('exit', () => resolve());
        proc.stdin.end();
        setTimeout(() => {
          proc.kill();
          resolve();
        }, 2_000).unref();
      });
    },
  };
}
