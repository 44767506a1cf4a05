import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROKEN_CONTENT_DIR, FIXTURE_CONTENT_DIR } from '@test/fixtures/content';
import { loadBundles } from './bundle-loader';
import { bundlePasses, checkBundle, loadSomaliWordLists, MissingSomaliDataError } from './content-check';
import { formatFindings, formatSummary } from './content-check.report';
import { itemOccursIn, lessonRecycling } from './recycling';
import { summarise } from './curriculum-report';
import { fixtureLesson } from '@/modules/lessons/lessons.fixtures';

const lists = loadSomaliWordLists();

describe('content check', () => {
  it('finds no error in the clean fixture bundle, and counts it', () => {
    const [bundle] = loadBundles(FIXTURE_CONTENT_DIR);
    const report = checkBundle(bundle!, lists);
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(report.summary.lessonsByLevelKind.A1.vocabulary).toBe(2);
    expect(report.summary.distinctVocabulary).toBeGreaterThanOrEqual(10);
    // Two lessons are far from the curriculum's targets.
    expect(report.summary.targets.find((t) => t.level === 'A1' && t.kind === 'vocabulary')).toMatchObject({
      required: 12,
      actual: 2,
      met: false,
    });
    expect(bundlePasses(report)).toBe(false);
  });

  it('reports per level: graded questions, typed or built, explained, new words, recycling, word forms', () => {
    const [bundle] = loadBundles(FIXTURE_CONTENT_DIR);
    const report = checkBundle(bundle!, lists);
    const a1 = report.summary.levels.find((l) => l.level === 'A1')!;
    expect(a1.gradedQuestions).toBe(16);
    expect(a1.explainedQuestions).toBe(16);
    expect(a1.producedQuestions).toBe(0);
    expect(a1.newWords).toBeGreaterThanOrEqual(10);
    expect(a1.recycledWords).toBe(0);
    expect(a1.cumulativeWordForms).toBeGreaterThan(20);
    const text = formatSummary(report);
    expect(text).toMatch(/A1\s+16\s+0 \(0%\)\s+0 \(-\)\s+0 \(-\)\s+0 \(-\)\s+16 \(100%\)\s+0 \(0\)\s+0/);
    expect(text).toContain('typed or built questions are under a third');
    expect(text).toContain('C1 graded questions by kind');
  });

  it('counts the tiles of built questions that can be heard, the answer words when no tiles are written', () => {
    const lesson = fixtureLesson('a2-grammar-built', {
      cefr_level: 'A2',
      lesson_type: 'grammar',
      exercises: [
        {
          id: 'ex01',
          type: 'sentence_building',
          question: 'Build: "I want bread."',
          correct_answer: 'Rooti baan rabaa.',
          tiles: ['Rooti', 'baan', 'rabaa', 'waan'],
        },
        { id: 'ex02', type: 'sentence_building', question: 'Build: "It is true."', correct_answer: 'Waa run.' },
      ],
    });
    const a2 = summarise([lesson]).levels.find((l) => l.level === 'A2')!;
    expect(a2).toMatchObject({ builtQuestions: 2, builtWithDistractors: 1, builtTiles: 6, builtTilesHeard: 6 });
    expect(formatSummary({ ...checkBundle(loadBundles(FIXTURE_CONTENT_DIR)[0]!, lists) })).toContain('tiles heard');
  });

  it('checks the new rules: explanations, graded minimum, new types, dialect table and spelling standard', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hadal-teach-content-'));
    cpSync(FIXTURE_CONTENT_DIR, dir, { recursive: true });
    const bundleDir = path.join(dir, 'bundles/test-core');
    const file = path.join(bundleDir, 'lessons/a1-vocab-family.json');
    const lesson = JSON.parse(readFileSync(file, 'utf8')) as { exercises: Record<string, unknown>[] };
    const ex = (id: string) => lesson.exercises.find((e) => e.id === id)!;
    delete ex('ex10').explanation;
    ex('ex12').answer_mode = 'typed';
    ex('ex14').answer_mode = 'typed';
    lesson.exercises.push(
      {
        id: 'ex20',
        type: 'sentence_building',
        question: 'Build the sentence: "This is my sister."',
        correct_answer: 'Tani waa walaashay.',
        tiles: ['Tani', 'waa', 'hooyaday'],
        options: ['Tani waa walaashay.', 'Kani waa walaalkay.', 'Kani waa aabbahay.'],
        translation: 'This is my sister.',
        explanation: 'Tani for a woman, then waa, then walaashay.',
      },
      {
        id: 'ex21',
        type: 'dictation',
        question: 'Type what you hear.',
        tts_text: 'Kani waa aabbahay.',
        correct_answer: 'Kani waa walaalkay.',
        options: ['Kani waa walaalkay.', 'Kani waa aabbahay.', 'Tani waa walaashay.'],
        translation: 'This is my brother.',
        explanation: 'Kani for a man.',
      },
      {
        id: 'ex22',
        type: 'english_to_somali',
        answer_mode: 'typed',
        question: 'Type the Somali for "girl".',
        options: ['gabadh', 'wiil', 'hooyo'],
        correct_answer: 'gabadh',
        accepted_answers: ['gabar'],
        explanation: 'Gabadh is a girl.',
      },
    );
    writeFileSync(file, JSON.stringify(lesson));
    writeFileSync(
      path.join(bundleDir, 'dialect.tsv'),
      'standard\tsouthern\tenglish\tnote\ngabadh\tgabar\tgirl\t\nxidh\txyzq\tclose!\t\nbad line\n',
    );
    const report = checkBundle(loadBundles(dir)[0]!, lists);
    const at = (rule: string) => report.findings.filter((f) => f.rule === rule).map((f) => f.exerciseId ?? f.word);
    expect(at('explanation')).toEqual(['ex10']);
    expect(at('answer-mode')).toEqual(['ex14']);
    expect(at('sentence-tiles')).toEqual(['ex20']);
    expect(at('dictation-answer')).toEqual(['ex21']);
    expect(at('dialect')).toEqual([undefined, 'xyzq']);
    expect(at('spelling-standard')).toEqual(['ex22']);
    const a1 = report.summary.levels.find((l) => l.level === 'A1')!;
    expect(a1.producedQuestions).toBe(4);
  });

  it('fails a lesson with fewer than 5 graded questions', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hadal-teach-content-'));
    cpSync(FIXTURE_CONTENT_DIR, dir, { recursive: true });
    const file = path.join(dir, 'bundles/test-core/lessons/a1-vocab-family.json');
    const lesson = JSON.parse(readFileSync(file, 'utf8')) as { exercises: { type: string }[] };
    lesson.exercises = lesson.exercises.filter(
      (e, i) => e.type === 'vocabulary_introduction' || e.type === 'pronunciation' || i < 12,
    );
    writeFileSync(file, JSON.stringify(lesson));
    const report = checkBundle(loadBundles(dir)[0]!, lists);
    expect(report.findings.find((f) => f.rule === 'min-graded')).toMatchObject({
      stableId: 'a1-vocab-family',
      severity: 'error',
    });
  });

  it('counts a word as recycled only when two later lessons use it word for word', () => {
    expect(itemOccursIn(['hooyo'], ['waa', 'hooyo'])).toBe(true);
    expect(itemOccursIn(['hooyo'], ['waa', 'hooyada'])).toBe(false);
    expect(itemOccursIn(['cun'], ['cuntada', 'keen'])).toBe(false);
    expect(itemOccursIn(['iska', 'warran'], ['iska', 'warran', 'cali'])).toBe(true);
    expect(itemOccursIn(['iska', 'warran'], ['warran', 'iska'])).toBe(false);
    expect(itemOccursIn(['nin'], ['naag'])).toBe(false);
    const [bundle] = loadBundles(FIXTURE_CONTENT_DIR);
    const lessons = bundle!.lessons.map((f) => f.lesson!);
    const [first, second] = lessonRecycling(lessons);
    expect(first!.stableId).toBe('a1-vocab-greetings');
    expect(second!.newItems).toContain('hooyo');
    expect(second!.laterLessons.get('hooyo')).toEqual([]);
  });

  it('checks stories and runs the grading probes, and counts both', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hadal-stories-content-'));
    cpSync(FIXTURE_CONTENT_DIR, dir, { recursive: true });
    const bundleDir = path.join(dir, 'bundles/test-core');
    mkdirSync(path.join(bundleDir, 'stories'));
    const story = {
      stable_id: 'a1-story-family',
      title: 'Qoyskayga',
      title_english: 'My Family',
      description: 'A short story.',
      cefr_level: 'A1',
      order_index: 1,
      lines: [
        { somali: 'Tani waa hooyaday.', english: 'This is my mother.' },
        { somali: 'Kani waa walaalkay.', english: 'This is my brother.' },
      ],
      glossary: [
        { somali: 'hooyaday', english: 'my mother' },
        { somali: 'aabbahay', english: 'my father' },
      ],
      questions: [
        {
          id: 'q1',
          question: 'Who is it?',
          options: ['my mother', 'my aunt'],
          correct_answer: 'my sister',
          explanation: 'Line 1.',
        },
      ],
    };
    writeFileSync(path.join(bundleDir, 'stories/a1-story-family.json'), JSON.stringify(story));
    writeFileSync(
      path.join(bundleDir, 'grading-probes.tsv'),
      [
        'lesson\texercise\ttyped\tverdict\tsays\tnote',
        'a1-vocab-family\tex12\taabbahay\tcorrect\t\tthe answer itself',
        'a1-vocab-family\tex12\taabbahaa\tcorrect\t\tdeliberately wrong verdict: aabbahaa is your father',
        'a1-vocab-family\tex09\tayeeyo\tcorrect\t\tex09 is picked, not typed',
      ].join('\n'),
    );
    const lessonFile = path.join(bundleDir, 'lessons/a1-vocab-family.json');
    const lesson = JSON.parse(readFileSync(lessonFile, 'utf8')) as { exercises: Record<string, unknown>[] };
    lesson.exercises.find((e) => e.id === 'ex12')!.answer_mode = 'typed';
    writeFileSync(lessonFile, JSON.stringify(lesson));
    const report = checkBundle(loadBundles(dir)[0]!, lists);
    const rules = (rule: string) => report.findings.filter((f) => f.rule === rule);
    expect(rules('story-lines')[0]).toMatchObject({ stableId: 'a1-story-family', severity: 'error' });
    expect(rules('story-questions').map((f) => f.message)).toEqual([
      'has 1 questions; give 3 to 5',
      'q1 has 2 options; give 3 to 4',
      'q1: correct_answer "my sister" matches 0 options',
    ]);
    expect(rules('story-glossary').map((f) => f.message)).toContain('"aabbahay" is glossed but not in the story');
    expect(report.probes).toEqual({ total: 3, failed: 2 });
    expect(rules('grading-probe').map((f) => f.message)).toEqual([
      expect.stringContaining('"aabbahaa" is wrong: expected correct'),
      expect.stringContaining('ex09 is not typed or built'),
    ]);
    expect(report.summary.levels[0]).toMatchObject({ stories: 1 });
    expect(formatSummary(report)).toContain('Grading probes: 3 run, 2 failed');
  });

  it('reports every deliberately broken rule with file, lesson, exercise and word', () => {
    // A file that is not JSON at all (kept out of the repository, where the formatter would reject it).
    const dir = mkdtempSync(path.join(tmpdir(), 'hadal-broken-content-'));
    cpSync(BROKEN_CONTENT_DIR, dir, { recursive: true });
    writeFileSync(path.join(dir, 'bundles/broken-core/lessons/a1-vocab-not-json.json'), '{ "stable_id": ');
    const [bundle] = loadBundles(dir);
    const report = checkBundle(bundle!, lists);
    const found = (rule: string) => report.findings.filter((f) => f.rule === rule);
    const one = (rule: string) => {
      const list = found(rule);
      expect(list.length, rule).toBeGreaterThan(0);
      return list[0]!;
    };
    expect(one('answer-not-in-options')).toMatchObject({
      stableId: 'a1-vocab-broken',
      exerciseId: 'ex09',
      severity: 'error',
    });
    expect(one('blank').exerciseId).toBe('ex91');
    expect(one('matching-unique').exerciseId).toBe('ex92');
    expect(one('phrases-count').exerciseId).toBe('ex93');
    expect(one('unknown-type')).toMatchObject({ exerciseId: 'ex94', severity: 'warning' });
    expect(one('audio-key').word).toBe('missing_recording.wav');
    expect(found('loanword').map((f) => f.word)).toEqual(['pizza', 'xyzzyq']);
    expect(one('vowels').word).toBe('nabaaad');
    expect(one('apostrophe').word).toBe("'nabad");
    expect(found('unknown-word').map((f) => f.word)).toContain('nabadgeliyo');
    expect(one('spelling-consistency').message).toContain('"soo dhawoow" and "soo dhawow"');
    expect(one('file-name').file).toMatch(/a1-vocab-misnamed\.json$/);
    expect(one('order-index').stableId).toBe('a1-vocab-gap');
    expect(one('min-exercises').stableId).toBe('a1-vocab-gap');
    expect(one('learning-notes').stableId).toBe('a1-vocab-gap');
    expect(found('schema').some((f) => f.file.endsWith('a1-vocab-not-json.json'))).toBe(true);
    expect(found('schema').some((f) => f.message.startsWith('stable_id:'))).toBe(true);
    expect(one('lexicon').message).toBe('"xyz" has no English meaning');
    expect(one('stable-id-removed').stableId).toBe('a1-vocab-removed');
    expect(bundlePasses(report)).toBe(false);
    const text = formatFindings(report, { warnings: true });
    expect(text).toContain('a1-vocab-broken.json  (a1-vocab-broken)');
    expect(text).toContain('hint:');
    expect(formatSummary(report)).toContain('Result: FAIL');
  });

  it('fails with a clear message when the Somali word lists are missing', () => {
    expect(() => loadSomaliWordLists('/nonexistent-somali-data')).toThrow(MissingSomaliDataError);
    expect(() => loadSomaliWordLists('/nonexistent-somali-data')).toThrow(/content\/reference\/somali/);
  });
});
