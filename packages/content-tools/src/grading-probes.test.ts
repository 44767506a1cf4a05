import { describe, expect, it } from 'vitest';
import { buildDialectIndex, type LessonFile } from '@hadal/domain';
import { formatProbeTable, parseGradingProbes, runGradingProbes } from './grading-probes';

const lesson = {
  stable_id: 'a1-grammar-test',
  exercises: [
    {
      id: 'ex01',
      type: 'fill_blank',
      question: '___ waa macallin.',
      correct_answer: 'Ninku',
      translation: 'The man is a teacher.',
      answer_mode: 'typed',
      drills: [{ word: 'Ninku', ending: 'u', kind: 'subject' }],
    },
    { id: 'ex02', type: 'multiple_choice', question: '?', options: ['a', 'b', 'c'], correct_answer: 'a' },
  ],
} as unknown as LessonFile;
const source = { dialect: buildDialectIndex([]), knownWords: new Set(['ninka']) };

describe('grading probes', () => {
  it('parse lines and report the ones a reviewer cannot read', () => {
    const { probes, problems } = parseGradingProbes(
      [
        'lesson\texercise\ttyped\tverdict\tsays\tnote',
        'a1-grammar-test\tex01\tNinku\tcorrect\t\tthe answer',
        'a1-grammar-test\tex01\tNinka\tmaybe\t\tnot a verdict',
        'a1-grammar-test\tex01\tNinki\twrong\t\t',
      ].join('\n'),
    );
    expect(probes).toHaveLength(1);
    expect(problems.map((p) => p.line)).toEqual([3, 4]);
  });
  it("run through the player's check and print a table", () => {
    const probes = parseGradingProbes(
      [
        'a1-grammar-test\tex01\tNinku\tcorrect\t\tthe answer',
        'a1-grammar-test\tex01\tNinki\twrong\tthe subject takes -u\tending drilled',
        'a1-grammar-test\tex01\tNinka\talmost\t\ta wrong expectation',
        'a1-grammar-test\tex02\ta\tcorrect\t\tpicked, not typed',
      ].join('\n'),
    ).probes;
    const results = runGradingProbes(probes, [lesson], source);
    expect(results.map((r) => r.pass)).toEqual([true, true, false, false]);
    expect(results[3]?.problem).toBe('ex02 is not typed or built');
    const table = formatProbeTable(results);
    expect(table).toContain('Check the ending: the subject takes -u');
    expect(table).toMatch(/Grading probes: 4 \(2 correct, 1 almost, 1 wrong\), 2 failed/);
  });
});
