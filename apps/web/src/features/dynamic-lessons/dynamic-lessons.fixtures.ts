import type { DynamicLesson, LessonSession, ScriptStep } from '@hadal/domain';

const step = (type: ScriptStep['type'], somali: string, english: string, file: string): ScriptStep => ({
  type,
  somali_text: somali,
  english_text: english,
  roleplay_context: 'You meet your neighbour outside your home.',
  guidance: `Say: ${english}`,
  audio_file: `dyn_${file}.wav`,
});

export const LESSON: DynamicLesson = {
  id: 7,
  scenario: 'Greeting a neighbour',
  difficulty: 'A1',
  source: 'built_in',
  scenario_used: 'Greeting a neighbour (A1)',
  created_at: '2026-01-15T12:00:00.000Z',
  conversation_script: [
    step('ai_speaks', 'Assalaamu calaykum, Hodan.', 'Peace be upon you, Hodan.', 'a'),
    step('learner_speaks', 'Wacalaykum salaam. Iska warran?', 'And upon you be peace. How are you?', 'b'),
    step('ai_speaks', 'Waan fiicanahay, adiguna?', "I'm fine, and you?", 'c'),
    step('learner_speaks', 'Waan fiicanahay, mahadsanid.', "I'm fine, thank you.", 'd'),
  ],
};

export function sessionAt(step: number, history: LessonSession['conversation_history'] = []): LessonSession {
  return {
    id: 31,
    lesson_id: LESSON.id,
    current_step: step,
    current_step_data: LESSON.conversation_script[step] ?? null,
    total_steps: 4,
    completed: step >= 4,
    conversation_history: history,
    lesson: LESSON,
  };
}
