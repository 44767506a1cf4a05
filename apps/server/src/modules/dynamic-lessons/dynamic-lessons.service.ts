import {
  conversationScriptSchema,
  DYNAMIC_LESSON_MESSAGES as M,
  type CefrLevel,
  type DynamicLesson,
  type GenerateLessonRequest,
} from '@hadal/domain';
import type { Logger } from 'pino';
import type { ScriptWriter } from '@/adapters/llm/llm';
import type { Db } from '@/db/client';
import type { UserRow } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { HttpError } from '@/lib/errors';
import type { AiUsageService } from '@/modules/ai-usage';
import type { SomaliTextLinter } from '@/modules/content';
import {
  audioText,
  countLessons,
  insertAudioTexts,
  insertLesson,
  lessonsOf,
  type LessonRow,
} from './dynamic-lessons.queries';
import { checkDraftScript, withAudio } from './script-validation';

/** A script that fails validation is written once more; then the call fails. */
export const GENERATION_ATTEMPTS = 2;

export interface DynamicLessonsDeps {
  db: Db;
  clock: Clock;
  writer: ScriptWriter;
  linter: SomaliTextLinter;
  aiUsage: Pick<AiUsageService, 'consume' | 'release'>;
  log: Logger;
}

export function lessonView(row: LessonRow): DynamicLesson {
  return {
    id: row.id,
    scenario: row.scenario,
    difficulty: row.difficulty as CefrLevel,
    conversation_script: conversationScriptSchema.parse(row.script),
    source: row.source,
    scenario_used: row.scenarioUsed,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Dynamic lessons (spec 02 §2, §4): each generation counts against the learner's daily AI limit
 * (given back when it fails); the script is written by the configured writer and stored only once
 * it passes the content schema, the Somali linter and the safety check.
 */
export function createDynamicLessonsService(deps: DynamicLessonsDeps) {
  const { db, clock, writer, linter, aiUsage, log } = deps;

  async function writeValidScript(scenario: string, difficulty: CefrLevel) {
    const vocabulary = writer.source === 'llm' ? linter.vocabularyUpTo(difficulty) : [];
    for (let attempt = 1; attempt <= GENERATION_ATTEMPTS; attempt += 1) {
      try {
        const written = await writer.write({ scenario, difficulty, vocabulary });
        const check = checkDraftScript(written.steps, linter);
        if (check.ok) return { ...written, steps: withAudio(check.steps) };
        log.warn({ attempt, problems: check.problems.slice(0, 10) }, 'dynamic lesson script refused');
      } catch (e) {
        log.warn({ attempt, err: (e as Error).message, source: writer.source }, 'dynamic lesson script not written');
      }
    }
    return null;
  }

  return {
    async generate(user: UserRow, body: Required<GenerateLessonRequest>): Promise<DynamicLesson> {
      const scenario = body.scenario.trim();
      const usage = await aiUsage.consume(user.id);
      const script = await writeValidScript(scenario, body.difficulty);
      if (!script) {
        await aiUsage.release(user.id, usage.day);
        throw new HttpError(502, M.generateFailed);
      }
      const row = await db.transaction(async (tx) => {
        await insertAudioTexts(
          tx,
          [...new Map(script.steps.map((s) => [s.audio_file, s.somali_text])).entries()].map(([file, text]) => ({
            file,
            text,
          })),
        );
        return insertLesson(tx, {
          userId: user.id,
          scenario: script.title.slice(0, 300),
          // A built-in scenario of another level is that level's lesson, not the one asked for.
          difficulty: script.level ?? body.difficulty,
          source: writer.source,
          scenarioUsed: script.scenarioUsed,
          script: script.steps,
          createdAt: clock.now(),
        });
      });
      return lessonView(row);
    },

    async list(user: UserRow): Promise<DynamicLesson[]> {
      return (await lessonsOf(db, user.id)).map(lessonView);
    },

    /** The Somali text of a dyn_ audio key stem (for the audio service), or undefined. */
    async audioTextFor(stem: string): Promise<string | undefined> {
      return stem.startsWith('dyn_') ? audioText(db, `${stem}.wav`) : undefined;
    },

    /** Every dynamic lesson created (admin analytics). */
    created: () => countLessons(db),
  };
}
export type DynamicLessonsService = ReturnType<typeof createDynamicLessonsService>;
