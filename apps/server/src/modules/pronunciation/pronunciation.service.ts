import {
  answerContextFor,
  PRONUNCIATION_CHECKS_PER_HOUR,
  PRONUNCIATION_MAX_AUDIO_S,
  PRONUNCIATION_MESSAGES as M,
  readWavInfo,
  scorePronunciation,
  speechConfigSchema,
  type PronunciationResult,
  type SpeechConfig,
} from '@hadal/domain';
import type { Logger } from 'pino';
import type { RateLimitStore } from '@/adapters/rate-limit/rate-limit-store';
import type { SpeechRecognizer } from '@/adapters/speech/speech';
import type { UserRow } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { BadRequest, Forbidden, HttpError, NotFound } from '@/lib/errors';
import { enforceLimit } from '@/lib/rate-limit';
import type { ContentService } from '@/modules/content';
import { LESSON_NOT_FOUND } from '@/modules/lessons';
import type { PronunciationUpload } from './pronunciation.upload';

/** A recording may run this much past the limit (a recorder stops on a timer, not on a sample). */
const DURATION_TOLERANCE_S = 0.5;
const HOUR_MS = 3_600_000;

export interface PronunciationDeps {
  /** The configured provider, or null: no checking, the self-check. */
  speech: SpeechRecognizer | null;
  content: Pick<ContentService, 'findLesson'>;
  rateLimits: RateLimitStore;
  clock: Clock;
  log: Logger;
}

/** A child's recordings go to a third-party provider only when the parent allowed it. */
function blockedForChild(user: UserRow, speech: SpeechRecognizer): boolean {
  return user.isChild && speech.thirdParty && !user.thirdPartySpeechAllowed;
}

/**
 * Pronunciation practice (spec 01 §2, §3, §7; issue "Facts to design around"): a recording is
 * checked by the configured speech-recognition provider against the exercise's own text, read by
 * the server. Recordings are processed in memory and never stored or logged.
 */
export function createPronunciationService(deps: PronunciationDeps) {
  const { speech, content, log } = deps;

  return {
    /** How this learner's pronunciation exercises work (GET /speech/config). */
    config(user: UserRow): SpeechConfig {
      const reason = !speech ? 'not_configured' : blockedForChild(user, speech) ? 'child_consent_required' : null;
      return speechConfigSchema.parse({
        mode: reason ? 'self_check' : 'recognizer',
        provider: speech?.provider ?? 'none',
        third_party: speech?.thirdParty ?? false,
        reason,
      });
    },

    /** Refuses before the body is read: no provider (503) or a child without consent (403). */
    assertAvailable(user: UserRow): SpeechRecognizer {
      if (!speech) throw new HttpError(503, M.notConfigured);
      if (blockedForChild(user, speech)) throw new Forbidden(M.childConsentRequired);
      return speech;
    },

    async check(user: UserRow, upload: PronunciationUpload): Promise<PronunciationResult> {
      const recognizer = this.assertAvailable(user);
      const lesson = await content.findLesson(upload.lesson_id);
      if (!lesson) throw new NotFound(LESSON_NOT_FOUND);
      const exercise = lesson.exercises.find((e) => e.id === upload.exercise_id);
      if (!exercise) throw new NotFound(M.exerciseNotFound);
      if (exercise.type !== 'pronunciation') throw new BadRequest(M.notPronunciation);
      const expected = exercise.tts_text ?? exercise.correct_answer ?? '';

      const wav = readWavInfo(upload.audio);
      if (wav === 'not-wav') throw new HttpError(415, M.notWav);
      if (wav === 'empty') throw new BadRequest(M.empty);
      if (wav.durationS > PRONUNCIATION_MAX_AUDIO_S + DURATION_TOLERANCE_S) throw new BadRequest(M.tooLong);

      await enforceLimit(
        deps.rateLimits,
        deps.clock,
        `pronunciation:${user.id}`,
        PRONUNCIATION_CHECKS_PER_HOUR,
        HOUR_MS,
        M.tooMany,
      );
      let heard: string;
      try {
        heard = await recognizer.transcribe(upload.audio);
      } catch (e) {
        log.warn({ err: (e as Error).message, provider: recognizer.provider }, 'pronunciation check failed');
        throw new HttpError(502, M.checkFailed);
      }
      return scorePronunciation(expected, heard, answerContextFor(exercise).dialect);
    },
  };
}
export type PronunciationService = ReturnType<typeof createPronunciationService>;
