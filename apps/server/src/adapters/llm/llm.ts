/**
 * Writes the conversation script of a dynamic lesson. The embedded default composes it from the
 * curriculum's dialogue bank; a real provider asks a language model (OpenAI-compatible chat
 * completions with a JSON-schema answer). The caller validates whatever comes back.
 */
import type { CefrLevel } from '@hadal/domain';

export interface ScriptRequest {
  /** The learner's own scenario, or '' for any scenario of the level. */
  scenario: string;
  difficulty: CefrLevel;
  /** Somali words of the curriculum up to the level, for the model to stay within. */
  vocabulary: string[];
}

export interface WrittenScript {
  /** Draft steps (not yet validated). */
  steps: unknown;
  /** The title shown for the lesson. */
  title: string;
  /** The dialogue-bank scenario used (built-in), else null. */
  scenarioUsed: string | null;
  /** The level of the scenario used when it is not the one asked for (built-in), else null. */
  level: CefrLevel | null;
}

export interface ScriptWriter {
  readonly source: 'built_in' | 'llm';
  write(request: ScriptRequest): Promise<WrittenScript>;
}

export class LlmError extends Error {}
