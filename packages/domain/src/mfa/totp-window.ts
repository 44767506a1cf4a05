import { TOTP_DRIFT_STEPS, TOTP_STEP_S } from './mfa.constants';

/**
 * Pure rules of the TOTP window (RFC 6238): which time steps a code may come from, and whether a
 * step may still be used. The server computes the codes; these rules decide what it accepts.
 */

/** The RFC 6238 counter T = floor(unix seconds / step) at `nowMs`. */
export function totpStep(nowMs: number, stepS: number = TOTP_STEP_S): number {
  return Math.floor(nowMs / 1000 / stepS);
}

/** The steps a code typed at `nowMs` may come from: the current one first, then one either side. */
export function candidateSteps(nowMs: number, drift: number = TOTP_DRIFT_STEPS, stepS: number = TOTP_STEP_S): number[] {
  const current = totpStep(nowMs, stepS);
  const steps = [current];
  for (let d = 1; d <= drift; d += 1) steps.push(current - d, current + d);
  return steps;
}

/**
 * A code may be accepted only from a step later than the last one accepted for the account: the
 * same code twice, or an older code after a newer one, is a replay.
 */
export function isFreshStep(step: number, lastUsedStep: number | null): boolean {
  return lastUsedStep === null || step > lastUsedStep;
}

/** What a person typed as a code: digits only, at most 6 (spec 02 §5). */
export function mfaCodeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

/** A backup code as typed, normalised: lower case, no spaces or dashes. */
export function normalizeBackupCode(value: string): string {
  return value.toLowerCase().replace(/[\s-]/g, '');
}

/** Whether an entered second-factor code looks like a TOTP code (6 digits) rather than a backup code. */
export function looksLikeTotp(value: string): boolean {
  return /^\d{6}$/.test(value.trim());
}
