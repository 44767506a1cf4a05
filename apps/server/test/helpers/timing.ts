/** What a test needs of an HTTP answer (light-my-request's Response has it). */
export interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  json(): unknown;
}

/** Headers that differ between any two answers (when and which request), never by account. */
const PER_REQUEST = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);

/** The same status, body and headers (values included), apart from per-request headers. */
export function alike(a: Answer, b: Answer): boolean {
  const headers = (x: Answer) =>
    JSON.stringify(
      Object.entries(x.headers)
        .filter(([name]) => !PER_REQUEST.has(name.toLowerCase()))
        .sort(([m], [n]) => m.localeCompare(n)),
    );
  return a.statusCode === b.statusCode && a.body === b.body && headers(a) === headers(b);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((p, q) => p - q);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * The medians of two kinds of request agree when their ratio is within 0.5–2, or they differ by
 * less than this: noise on a loaded machine moves millisecond answers by that much, while a
 * skipped or extra argon2 hash (tens of milliseconds) does not fit in it.
 */
export const TIMING_SLACK_MS = 5;

/**
 * Runs `rounds` requests of each kind interleaved (a, b, then b, a: drift hits both alike) and
 * compares the median durations generously. Durations are only compared, never asserted alone.
 */
export async function compareTimings(
  rounds: number,
  a: (i: number) => Promise<Answer>,
  b: (i: number) => Promise<Answer>,
) {
  const times = { a: [] as number[], b: [] as number[] };
  const answers: Answer[] = [];
  const timed = async (kind: 'a' | 'b', run: () => Promise<Answer>) => {
    const start = process.hrtime.bigint();
    const answer = await run();
    times[kind].push(Number(process.hrtime.bigint() - start) / 1e6);
    answers.push(answer);
  };
  for (let i = 0; i < rounds; i += 1) {
    if (i % 2 === 0) {
      await timed('a', () => a(i));
      await timed('b', () => b(i));
    } else {
      await timed('b', () => b(i));
      await timed('a', () => a(i));
    }
  }
  const ma = median(times.a);
  const mb = median(times.b);
  const ratio = ma / mb;
  return {
    equal: (ratio >= 0.5 && ratio <= 2) || Math.abs(ma - mb) < TIMING_SLACK_MS,
    answersAlike: answers.every((x) => alike(x, answers[0]!)),
    summary: `medians ${ma.toFixed(2)} ms vs ${mb.toFixed(2)} ms (ratio ${ratio.toFixed(2)}) over ${rounds} each`,
  };
}
