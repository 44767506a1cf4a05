import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A random source in [0, 1) that gives the same numbers for the same seed. */
export function seededRandom(seed: number): () => number {
  const rng = xoroshiro128plus(seed | 0);
  return () => uniformFloat64(rng);
}

/**
 * The seed of a placement question's option order: the test's id (random per attempt) and the
 * question's position in it, so a resumed question shows its options in the same order and every
 * attempt in another one.
 */
export function placementOptionSeed(testId: string, position: number): number {
  const hex = testId.replace(/[^0-9a-f]/gi, '').slice(-8);
  return ((Number.parseInt(hex || '0', 16) ^ Math.imul(position + 1, 0x9e3779b1)) | 0) >>> 0;
}
