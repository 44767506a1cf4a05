import { useCallback, useEffect, useState } from 'react';

/** Seconds left until a retry time; 0 when idle. Ticks once a second and clears itself. */
export function useCountdown() {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) {
        setUntil(null);
        clearInterval(timer);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setUntil(t + seconds * 1000);
  }, []);

  const secondsLeft = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { secondsLeft, start };
}

/** Retry-After in seconds from a 429 answer; 60 when missing or unreadable (spec 01 §8). */
export function retryAfterSeconds(headers: Headers | undefined): number {
  const n = Number(headers?.get('retry-after'));
  return Number.isFinite(n) && n > 0 ? Math.ceil(n) : 60;
}
