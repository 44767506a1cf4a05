import { createHash } from 'node:crypto';

/** Hex sha256: how one-time tokens (refresh, email links) are stored. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
