import type {
  LessonDetail,
  LessonListItem,
  ProgressUpdate,
  ProgressUpdateResponse,
  ReviewMistakesResponse,
  StatefulProgressEntry,
} from '@hadal/domain';
import { http, HttpResponse } from 'msw';
import { testMe } from '@/test/msw-server';

export function lessonDetail(overrides: Partial<LessonDetail> = {}): LessonDetail {
  return {
    id: 7,
    stable_id: 'a1-water',
    title: 'Water and Milk',
    description: 'Drinks at home',
    icon: '🥛',
    cefr_level: 'A1',
    level: 1,
    lesson_type: 'vocabulary',
    order_index: 1,
    category: 'home',
    bundle_id: 'somali-core',
    exercises: [
      {
        id: 'intro',
        type: 'vocabulary_introduction',
        question: 'New words',
        correct_answer: 'biyo',
        translation: 'water',
        is_core: true,
      },
      {
        id: 'mc',
        type: 'multiple_choice',
        question: "How do you say 'water'?",
        options: ['caano', 'biyo', 'shaah'],
        correct_answer: 'biyo',
        learning_note: 'Biyo is plural in form.',
        is_core: true,
      },
      {
        id: 'fill',
        type: 'fill_in_blank',
        question: '___ waa caano (This is milk)',
        correct_answer: 'Kani',
        is_core: true,
      },
      {
        id: 'match',
        type: 'matching',
        question: 'Match the words',
        pairs: [
          { somali: 'biyo', english: 'water' },
          { somali: 'caano', english: 'milk' },
        ],
        is_core: true,
      },
      { id: 'say', type: 'pronunciation', question: 'Say it', tts_text: 'Biyo', is_core: true },
    ],
    grammar_patterns: [
      { text: 'aniga, adiga, isaga', explanation: 'Pronouns' },
      ...Array.from({ length: 7 }, (_, i) => ({ text: `Pattern ${i + 2}.`, explanation: `Explained ${i + 2}` })),
    ],
    vocabulary_items: Array.from({ length: 8 }, (_, i) => ({ somali: `ereyga${i + 1}`, english: `word${i + 1}` })),
    cefr_can_do: ['Ask for a drink'],
    learning_notes: ['Somali nouns have gender'],
    ...overrides,
  };
}

export function listItem(l: LessonDetail): LessonListItem {
  const {
    exercises: _e,
    grammar_patterns: _g,
    vocabulary_items: _v,
    cefr_can_do: _c,
    learning_notes: _n,
    bundle_id: _b,
    ...rest
  } = l;
  return rest;
}

export interface RecordedPut {
  stableId: string;
  body: ProgressUpdate;
}

/** Handlers for one lesson; PUT bodies are pushed to `puts`. */
export function lessonHandlers(lesson: LessonDetail, puts: RecordedPut[] = []) {
  return [
    // At lesson end the questions answered wrong go to review (player/report-mistakes.ts).
    http.post('*/api/review/mistakes/:stableId', ({ params }) =>
      HttpResponse.json({
        lesson_stable_id: String(params.stableId),
        added: 0,
        brought_forward: 0,
        total_items: 0,
      } satisfies ReviewMistakesResponse),
    ),
    http.get('*/api/lessons/:id', ({ params }) =>
      params.id === String(lesson.id) || params.id === lesson.stable_id
        ? HttpResponse.json(lesson)
        : HttpResponse.json({ detail: 'Lesson not found' }, { status: 404 }),
    ),
    http.put('*/api/lessons/progress/:stableId', async ({ params, request }) => {
      const body = (await request.json()) as ProgressUpdate;
      puts.push({ stableId: String(params.stableId), body });
      return HttpResponse.json({
        lesson_stable_id: String(params.stableId),
        completed: Boolean(body.completed),
        skipped: Boolean(body.skipped),
        progress_percentage: Number(body.progress_percentage),
        xp_earned: 0,
        updated_at: null,
        xp_granted: Number(body.xp_earned ?? 0),
        total_xp: 0,
        streak_days: 1,
      } satisfies ProgressUpdateResponse);
    }),
    http.get('*/api/lessons/progress/stateful', () => HttpResponse.json([] satisfies StatefulProgressEntry[])),
    http.get('*/api/auth/me', () => HttpResponse.json(testMe({ username: 'Amina', streak_days: 3 }))),
    http.get('*/api/lessons', () => HttpResponse.json([listItem(lesson)])),
  ];
}

/** Two graded choice questions: "biyo" means water, "milk" is caano. */
export function twoQuestionLesson() {
  return lessonDetail({
    exercises: [
      {
        id: 'a',
        type: 'somali_to_english',
        question: 'biyo',
        options: ['water', 'milk'],
        correct_answer: 'water',
        is_core: true,
      },
      {
        id: 'b',
        type: 'english_to_somali',
        question: 'milk',
        options: ['biyo', 'caano'],
        correct_answer: 'caano',
        is_core: true,
      },
    ],
  });
}
