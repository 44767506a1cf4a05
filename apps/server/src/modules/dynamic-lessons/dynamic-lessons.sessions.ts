import {
  advanceSession,
  allowsNextStep,
  conversationScriptSchema,
  DYNAMIC_LESSON_MESSAGES as M,
  expectedStepIndex,
  feedbackFromSimilarity,
  historyEntrySchema,
  PRONUNCIATION_CHECKS_PER_HOUR,
  PRONUNCIATION_MAX_AUDIO_S,
  PRONUNCIATION_MESSAGES as PM,
  readWavInfo,
  scorePronunciation,
  type FeedbackType,
  type HistoryEntry,
  type LessonSession,
  type ResponseFeedback,
  type ScriptStep,
} from '@hadal/domain';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { RateLimitStore } from '@/adapters/rate-limit/rate-limit-store';
import type { SpeechRecognizer } from '@/adapters/speech/speech';
import type { Db } from '@/db/client';
import type { UserRow } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { BadRequest, Conflict, HttpError, NotFound } from '@/lib/errors';
import { enforceLimit } from '@/lib/rate-limit';
import { lessonView } from './dynamic-lessons.service';
import {
  answerTarget,
  appendAnswer,
  insertSession,
  lessonOf,
  openSessionOf,
  sessionOf,
  type LessonRow,
  type SessionRow,
} from './dynamic-lessons.queries';
import type { RespondUpload } from './respond.upload';

const HOUR_MS = 3_600_000;
const DURATION_TOLERANCE_S = 0.5;
const historySchema = z.array(historyEntrySchema);

const MESSAGES: Record<Exclude<FeedbackType, 'skip'>, string> = {
  correct: M.correct,
  close: M.close,
  incorrect: M.incorrect,
};

/** A session an answer is for: where it stands and its lesson's script. */
interface Target {
  id: number;
  currentStep: number;
  script: ScriptStep[];
}

export interface SessionDeps {
  db: Db;
  clock: Clock;
  speech: SpeechRecognizer | null;
  rateLimits: RateLimitStore;
  log: Logger;
}

function sessionView(row: SessionRow, lesson: LessonRow): LessonSession {
  const view = lessonView(lesson);
  const script = view.conversation_script;
  return {
    id: row.id,
    lesson_id: lesson.id,
    current_step: row.currentStep,
    current_step_data: script[row.currentStep] ?? null,
    total_steps: script.length,
    completed: row.completed,
    conversation_history: [...historySchema.parse(row.history)].reverse(),
    lesson: view,
  };
}

/**
 * Lesson sessions (spec 02 §4): the learner answers the learner step after the current ai step;
 * an accepted answer or a skip moves two steps on, a wrong one stays. Feedback and the position
 * are stored; the recording is transcribed in memory and never kept.
 */
export function createDynamicSessions(deps: SessionDeps) {
  const { db, clock, speech, log } = deps;

  async function load(user: UserRow, sessionId: number) {
    const row = await sessionOf(db, user.id, sessionId);
    const lesson = row && (await lessonOf(db, user.id, row.lessonId));
    if (!row || !lesson) throw new NotFound(M.sessionNotFound);
    return { row, lesson };
  }

  /** The session an answer is for (one query, without its history); refused when it is over. */
  async function openTarget(user: UserRow, sessionId: number): Promise<Target> {
    const target = await answerTarget(db, user.id, sessionId);
    if (!target) throw new NotFound(M.sessionNotFound);
    if (target.completed) throw new Conflict(M.sessionCompleted);
    return { id: target.id, currentStep: target.currentStep, script: conversationScriptSchema.parse(target.script) };
  }

  /** Records one answer to the expected step and moves the session as the feedback allows. */
  async function record(
    row: Target,
    feedback: FeedbackType,
    userResponse: string,
    message: string,
  ): Promise<ResponseFeedback> {
    const { script } = row;
    const expected = script[expectedStepIndex(row.currentStep, script.length) ?? -1];
    const entry: HistoryEntry = {
      step: row.currentStep,
      step_data: script[row.currentStep]!,
      user_response: userResponse,
      feedback,
      feedback_message: message,
      expected_response: expected?.somali_text ?? '',
      expected_audio: expected?.audio_file ?? null,
    };
    const next = advanceSession({ currentStep: row.currentStep, completed: false }, feedback, script.length);
    const recorded = await appendAnswer(db, {
      id: row.id,
      fromStep: row.currentStep,
      nextStep: next.currentStep,
      completed: next.completed,
      entry,
      now: clock.now(),
    });
    if (!recorded) throw new Conflict('This lesson moved on meanwhile: reload it');
    return {
      feedback_type: feedback,
      message,
      expected_text: entry.expected_response,
      recognized_text: feedback === 'skip' ? '' : userResponse,
      next_step: allowsNextStep(feedback),
      completed: next.completed,
    };
  }

  return {
    /** Starts a session of one of the learner's lessons, or resumes the unfinished one. */
    async start(user: UserRow, lessonId: number): Promise<LessonSession> {
      const lesson = await lessonOf(db, user.id, lessonId);
      if (!lesson) throw new NotFound(M.lessonNotFound);
      const row =
        (await openSessionOf(db, user.id, lessonId)) ?? (await insertSession(db, user.id, lessonId, clock.now()));
      return sessionView(row, lesson);
    },

    async get(user: UserRow, sessionId: number): Promise<LessonSession> {
      const { row, lesson } = await load(user, sessionId);
      return sessionView(row, lesson);
    },

    /** 'Skip & See Answer': two steps on, the response 'Skipped'. */
    async skip(user: UserRow, sessionId: number): Promise<ResponseFeedback> {
      return record(await openTarget(user, sessionId), 'skip', M.skipped, M.skipMessage);
    },

    /** A spoken answer: transcribed and scored with a recogniser, else the learner's own comparison. */
    async respond(user: UserRow, sessionId: number, upload: RespondUpload): Promise<ResponseFeedback> {
      const row = await openTarget(user, sessionId);
      if (!speech || (upload.selfCheck && !upload.audio)) {
        if (!upload.selfCheck) throw new HttpError(503, PM.notConfigured);
        const right = upload.selfCheck === 'sounds_right';
        return record(row, right ? 'close' : 'incorrect', '', right ? M.selfCheckRight : M.selfCheckAgain);
      }
      if (!upload.audio) throw new BadRequest(PM.missingAudio);
      const wav = readWavInfo(upload.audio);
      if (wav === 'not-wav') throw new HttpError(415, PM.notWav);
      if (wav === 'empty') throw new BadRequest(PM.empty);
      if (wav.durationS > PRONUNCIATION_MAX_AUDIO_S + DURATION_TOLERANCE_S) throw new BadRequest(PM.tooLong);
      await enforceLimit(
        deps.rateLimits,
        clock,
        `dynamic-respond:${user.id}`,
        PRONUNCIATION_CHECKS_PER_HOUR,
        HOUR_MS,
        PM.tooMany,
      );
      const { script } = row;
      const expected = script[expectedStepIndex(row.currentStep, script.length) ?? -1]?.somali_text ?? '';
      let heard: string;
      try {
        heard = await speech.transcribe(upload.audio);
      } catch (e) {
        log.warn({ err: (e as Error).message, provider: speech.provider }, 'dynamic lesson answer not transcribed');
        throw new HttpError(502, PM.checkFailed);
      }
      const feedback = feedbackFromSimilarity(scorePronunciation(expected, heard).similarity);
      return record(row, feedback, heard, MESSAGES[feedback]);
    },
  };
}
export type DynamicSessions = ReturnType<typeof createDynamicSessions>;
