import fc from 'fast-check';
import { describe, it } from 'vitest';
import { exerciseLightSchema, exerciseSchema, lessonDetailLightSchema, lessonDetailSchema } from './lessons';
import {
  aText,
  expectSameVerdicts,
  lessonSummaryShape,
  listOf,
  mostly,
  nearlyValid,
  odd,
} from './light-schema-samples';

/* The light schema of a lesson (GET /lessons/{id}) accepts and refuses what lessonDetailSchema does. */
describe('light schema of a lesson', () => {
  it('GET /lessons/{id}', () => {
    const optionally = (arb: fc.Arbitrary<unknown>) => fc.option(arb, { nil: undefined });
    /** Exercises; with `clean`, only valid texts and audio keys (then a lesson of them is mostly valid). */
    const exercises = (clean: boolean) => {
      const some = clean ? fc.constantFrom('x', 'Salaan') : mostly(fc.constantFrom('x', 'Salaan'), fc.constant(''));
      const audio = clean
        ? fc.constantFrom('salaan_1.wav', 'a.wav')
        : mostly(fc.constantFrom('salaan_1.wav', 'a.wav'), fc.constantFrom('Salaan.wav', 'salaan.mp3', ''));
      const list = (item: fc.Arbitrary<unknown>) =>
        clean ? fc.array(item, { maxLength: 2 }) : mostly(fc.array(item, { maxLength: 2 }), odd);
      const object = (shape: Record<string, fc.Arbitrary<unknown>>, requiredKeys?: string[]) =>
        clean
          ? fc.record(shape, { requiredKeys: requiredKeys ?? Object.keys(shape) })
          : nearlyValid(shape, requiredKeys);
      const pair = fc.oneof(
        object({ left: some, right: some, audio_filename_key: audio }, ['left', 'right']),
        object({ somali: some, english: some, audio_filename_key: audio }, ['somali', 'english']),
      );
      return object(
        {
          id: some,
          type: some,
          question: aText,
          title: aText,
          options: list(fc.oneof(some, object({ text: some, audio_filename: audio }, ['text']))),
          correct_answer: aText,
          translation: aText,
          audio_filename: audio,
          audio_filename_key: audio,
          learning_note: aText,
          tts_text: aText,
          explanation: aText,
          examples: list(object({ text: some, translation: aText, audio_filename: audio }, ['text'])),
          pairs: list(pair),
          matching_pairs: list(pair),
          dialogue: list(object({ speaker: some, text: some, translation: some, audio_filename: audio })),
          phrases: list(object({ speaker: optionally(some), somali: some, english: some, audio_filename_key: audio })),
          image_filename_key: aText,
          is_core: fc.boolean(),
          accepted_answers: list(some),
          answer_mode: clean ? fc.constantFrom('pick', 'typed') : fc.constantFrom('pick', 'typed', 'spoken'),
          tiles: list(some),
          answer_support: object(
            { dialect: list(object({ standard: some, southern: some })), confusable_words: list(some) },
            [],
          ),
        },
        ['id', 'type'],
      );
    };
    const exercise = fc.oneof(exercises(true), exercises(false));
    const good = fc.constantFrom('x', 'Salaan');
    const some = mostly(good, fc.constant(''));
    const lesson = nearlyValid({
      ...lessonSummaryShape(['vocabulary', 'grammar', 'phrases']),
      exercises: mostly(fc.array(mostly(exercises(true), exercise), { maxLength: 3 }), odd),
      grammar_patterns: listOf(
        mostly(fc.record({ text: good, explanation: good }), nearlyValid({ text: some, explanation: some })),
      ),
      vocabulary_items: listOf(
        mostly(fc.record({ somali: good, english: good }), nearlyValid({ somali: some, english: some })),
      ),
      cefr_can_do: listOf(aText),
      learning_notes: listOf(aText),
      bundle_id: aText,
    });
    expectSameVerdicts(exerciseSchema, exerciseLightSchema, exercise);
    expectSameVerdicts(lessonDetailSchema, lessonDetailLightSchema, lesson);
  });
});
