import type { LessonFile, StoryFile } from '@hadal/domain';
import type { TestContext } from '@test/helpers/test-app';
import { registerBundles } from '@/modules/content/content.registry';

/** A small lesson for tests; override any field. */
export function fixtureLesson(stable_id: string, overrides: Partial<LessonFile> = {}): LessonFile {
  return {
    stable_id,
    title: `Lesson ${stable_id}`,
    description: `About ${stable_id}`,
    icon: '📘',
    lesson_type: 'vocabulary',
    cefr_level: 'A1',
    level: 1,
    order_index: 1,
    category: 'basics',
    exercises: [
      { id: 'intro', type: 'vocabulary_introduction', question: 'Learn these words', is_core: true },
      {
        id: 'q1',
        type: 'multiple_choice',
        question: "How do you say 'water'?",
        options: ['biyo', 'caano'],
        correct_answer: 'biyo',
      },
      { id: 'q2', type: 'somali_to_english', question: 'caano', options: ['milk', 'water'], correct_answer: 'milk' },
      { id: 'q3', type: 'fill_blank', question: '___ waa biyo', correct_answer: 'Kani' },
    ],
    grammar_patterns: [{ text: 'aniga, adiga', explanation: 'Pronouns' }],
    vocabulary_items: [{ somali: 'biyo', english: 'water' }],
    cefr_can_do: ['Name drinks'],
    learning_notes: ['Somali nouns have gender'],
    ...overrides,
  };
}

export const FIXTURE_BUNDLE_ID = 'fixture-core';

/**
 * The lessons of the fixture bundle: a vocabulary row of two A1 lessons and one A2 lesson,
 * one A1 grammar lesson, a phrase-only A1 lesson, and a B1 grammar lesson whose previous level
 * (A2) has no grammar.
 */
export const FIXTURE_LESSONS: LessonFile[] = [
  fixtureLesson('food-one', { order_index: 1 }),
  fixtureLesson('food-two', { order_index: 2 }),
  fixtureLesson('town-a2', { cefr_level: 'A2', level: 2, order_index: 1 }),
  fixtureLesson('verbs-a1', { lesson_type: 'grammar', order_index: 1 }),
  fixtureLesson('greetings-phrases', {
    lesson_type: 'phrases',
    order_index: 1,
    exercises: [
      { id: 'p1', type: 'phrase_practice', phrases: [{ somali: 'Nabad', english: 'Peace' }] },
      { id: 'p2', type: 'phrase_practice', phrases: [{ somali: 'Mahadsanid', english: 'Thank you' }] },
    ],
  }),
  fixtureLesson('verbs-b1', { lesson_type: 'grammar', cefr_level: 'B1', level: 3, order_index: 1 }),
];

/** A short A1 story of the fixture bundle (its lines from the course's "Qoyskayga"). */
export const FIXTURE_STORY: StoryFile = {
  stable_id: 'a1-story-fixture-family',
  title: 'Qoyskayga',
  title_english: 'My Family',
  description: 'Hodan tells you about her family.',
  cefr_level: 'A1',
  order_index: 1,
  lines: [
    { somali: 'Magacaygu waa Hodan.', english: 'My name is Hodan.' },
    { somali: 'Waxaan ka imid Hargeysa.', english: "I'm from Hargeisa." },
    { somali: 'Hooyo waxay keentaa shaah.', english: 'Mum brings tea.' },
    { somali: 'Cali wuxuu cabbaa caano.', english: 'Cali drinks milk.' },
  ],
  glossary: [
    { somali: 'magacaygu', english: 'my name (as subject)' },
    { somali: 'hargeysa', english: 'Hargeisa' },
    { somali: 'shaah', english: 'tea' },
    { somali: 'caano', english: 'milk' },
  ],
  questions: [
    {
      id: 'q1',
      question: 'Where is Hodan from?',
      options: ['Hargeisa', 'Mogadishu', 'Berbera'],
      correct_answer: 'Hargeisa',
      explanation: 'Line 2: Waxaan ka imid Hargeysa.',
    },
    {
      id: 'q2',
      question: 'Who brings tea?',
      options: ['her mother', 'her father', 'her brother'],
      correct_answer: 'her mother',
      explanation: 'Line 3: Hooyo waxay keentaa shaah.',
    },
    {
      id: 'q3',
      question: 'What does Cali drink?',
      options: ['milk', 'tea', 'water'],
      correct_answer: 'milk',
      explanation: 'Line 4: Cali wuxuu cabbaa caano.',
    },
  ],
};

/** The completion body answering every question of FIXTURE_STORY right. */
export const FIXTURE_STORY_ALL_RIGHT = {
  answers: FIXTURE_STORY.questions.map((q) => ({ question_id: q.id, answer: q.correct_answer })),
};

/** Registers and activates a bundle made of `lessons` (and `stories`) in the test database. */
export async function registerFixtureBundle(
  ctx: TestContext,
  lessons: LessonFile[] = FIXTURE_LESSONS,
  stories: StoryFile[] = [FIXTURE_STORY],
): Promise<void> {
  await registerBundles(ctx.db, [
    {
      dir: 'fixture',
      name: FIXTURE_BUNDLE_ID,
      manifestFile: 'fixture/bundle.json',
      manifest: { bundle_id: FIXTURE_BUNDLE_ID, name: 'Fixture', version: 1, description: 'Test lessons' },
      manifestErrors: [],
      lessons: lessons.map((lesson) => ({ file: `fixture/${lesson.stable_id}.json`, lesson, errors: [] })),
      stories: stories.map((story) => ({ file: `fixture/stories/${story.stable_id}.json`, story, errors: [] })),
    },
  ]);
  await ctx.services.content.activate(FIXTURE_BUNDLE_ID, 1);
}
