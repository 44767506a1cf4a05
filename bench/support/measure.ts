import autocannon from 'autocannon';
import type { BenchRequest } from './mix';
import { processCpuMs } from './proc-stats';

/** autocannon counts a request unanswered after this long as a timeout. */
export const TIMEOUT_S = 10;

export interface Measure {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  cpuMsPerRequest: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  status5xx: number;
  /** How many answers had each status, e.g. { "200": 9985, "429": 15 }. */
  statuses: Record<string, number>;
}

/** What a load runs against: the server (its process, for CPU time), for how long, and each request. */
export interface LoadTarget {
  baseUrl: string;
  pid: number;
  durationS: number;
  next: () => BenchRequest;
}

/**
 * Load on `baseUrl` for `durationS`: `connections` connections as fast as they go (a fixed offered
 * rate is support/paced.ts). The server's CPU time is read from /proc/<pid> before and after.
 */
export async function measureLoad(options: LoadTarget & { connections: number }): Promise<Measure> {
  const cpuBefore = processCpuMs(options.pid);
  const result = await autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.durationS,
    timeout: TIMEOUT_S,
    requests: [
      {
        setupRequest: (req) => {
          const r = options.next();
          return { ...req, method: r.method, path: r.path, headers: r.headers, body: r.body };
        },
      },
    ],
  });
  const cpuMs = processCpuMs(options.pid) - cpuBefore;
  const requests = result.requests.total;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    cpuMsPerRequest: requests ? Number((cpuMs / requests).toFixed(3)) : 0,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    status5xx: result['5xx'],
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
    ),
  };
}

/** Hadal beside its ceiling: the round whose ratio is the median, and every round's ratio. */
export interface Beside {
  hadal: Measure;
  ceiling: Measure;
  ratio: number;
  ratios: number[];
}

/**
 * Hadal and its ceiling measured in turn, `rounds` times (Hadal, ceiling, Hadal, ceiling…), so
 * that a spell of a shared machine running slow falls on both alike; answers the round with the
 * median ratio. One round is one pair of runs, as the smoke takes it.
 */
export async function measureBeside(
  hadal: () => Promise<Measure>,
  ceiling: () => Promise<Measure>,
  rounds: number,
): Promise<Beside> {
  const taken: Omit<Beside, 'ratios'>[] = [];
  for (let round = 0; round < rounds; round++) {
    const h = await hadal();
    const c = await ceiling();
    taken.push({ hadal: h, ceiling: c, ratio: c.rps ? Number((h.rps / c.rps).toFixed(3)) : 0 });
  }
  const ratios = taken.map((t) => t.ratio);
  const median = [...taken].sort((a, b) => a.ratio - b.ratio)[Math.floor((taken.length - 1) / 2)]!;
  return { ...median, ratios };
}

/** Rounds of Hadal beside its ceiling (BENCH_ROUNDS): three in a full run, one in a smoke. */
export const benchRounds = (smoke: boolean) => Number(process.env.BENCH_ROUNDS ?? (smoke ? 1 : 3));
