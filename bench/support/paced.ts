/**
 * A fixed offered load: `rate` requests per second, each sent at its own time, evenly spaced
 * (every 1000 / rate ms), whether or not earlier ones have been answered (an open model).
 *
 * autocannon's `overallRate` does not do this: each connection sends its share of a second's
 * requests back to back as the second starts, then waits for the next, so "200 req/s" on 50
 * connections is a burst of 200 requests, 50 at a time, once a second, and its p99 is the time
 * to clear the burst. Each latency here runs from the request's scheduled time to the end of its
 * answer, so a request sent late (the event loop busy) counts its wait too.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import * as hdr from 'hdr-histogram-js';
import { TIMEOUT_S, type LoadTarget, type Measure } from './measure';
import { processCpuMs } from './proc-stats';

export async function measurePaced(options: LoadTarget & { rate: number }): Promise<Measure> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const histogram = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: TIMEOUT_S * 1_000_000,
    numberOfSignificantValueDigits: 3,
  });
  const statuses: Record<string, number> = {};
  let errors = 0;
  let timeouts = 0;
  const url = new URL(options.baseUrl);
  const total = Math.round(options.rate * options.durationS);
  const spacingMs = 1000 / options.rate;

  const send = (scheduledAt: number) =>
    new Promise<void>((resolve) => {
      let timedOut = false;
      const r = options.next();
      const body = r.body === undefined ? undefined : Buffer.from(r.body);
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: r.method,
          path: r.path,
          agent,
          headers: body ? { ...r.headers, 'content-length': String(body.length) } : r.headers,
          timeout: TIMEOUT_S * 1000,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            histogram.recordValue(Math.max(1, Math.round((performance.now() - scheduledAt) * 1000)));
            const code = String(res.statusCode);
            statuses[code] = (statuses[code] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.on('timeout', () => {
        timedOut = true;
        timeouts += 1;
        req.destroy();
      });
      req.on('error', () => {
        if (!timedOut) errors += 1;
        resolve();
      });
      req.end(body);
    });

  const cpuBefore = processCpuMs(options.pid);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  let sent = 0;
  while (sent < total) {
    // Every request whose time has come is sent now; then wait for the next one's time.
    const now = performance.now();
    while (sent < total && started + sent * spacingMs <= now) {
      inFlight.push(send(started + sent * spacingMs));
      sent += 1;
    }
    const wait = started + sent * spacingMs - performance.now();
    if (sent < total && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await Promise.all(inFlight);
  const elapsedS = (performance.now() - started) / 1000;
  const cpuMs = processCpuMs(options.pid) - cpuBefore;
  agent.destroy();

  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  const count = (test: (code: number) => boolean) =>
    Object.entries(statuses).reduce((n, [code, c]) => (test(Number(code)) ? n + c : n), 0);
  return {
    rps: Math.round(answered / elapsedS),
    p50: Math.round(histogram.getValueAtPercentile(50) / 1000),
    p99: Math.round(histogram.getValueAtPercentile(99) / 1000),
    requests: answered,
    cpuMsPerRequest: answered ? Number((cpuMs / answered).toFixed(3)) : 0,
    errors,
    timeouts,
    non2xx: count((code) => code < 200 || code >= 300),
    status5xx: count((code) => code >= 500),
    statuses,
  };
}
