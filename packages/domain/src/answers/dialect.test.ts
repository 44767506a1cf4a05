import { describe, expect, it } from 'vitest';
import { buildDialectIndex, parseDialectTsv } from './dialect';

describe('parseDialectTsv', () => {
  it('reads entries after the header and reports bad lines', () => {
    const text = [
      'standard\tsouthern\tenglish\tnote',
      '# a comment',
      'gabadh\tgabar\tgirl\t',
      'Xidh\tXir\tclose!\tthe dh of the north is r in the south',
      'adhi\t\tgoats and sheep',
      'yidhi\tyiri\t',
      'iska warran\tsidee tahay\thow are you',
      'nabad\tnabad\tpeace',
    ].join('\n');
    const { entries, problems } = parseDialectTsv(text);
    expect(entries).toEqual([
      { standard: 'gabadh', southern: 'gabar', english: 'girl', note: undefined },
      { standard: 'xidh', southern: 'xir', english: 'close!', note: 'the dh of the north is r in the south' },
    ]);
    expect(problems.map((p) => p.line)).toEqual([5, 6, 7, 8]);
  });
});

describe('buildDialectIndex', () => {
  it('accepts a southern form for its standard word only, as answers compare', () => {
    const index = buildDialectIndex([
      { standard: 'gabadh', southern: 'gabar' },
      { standard: "ka'", southern: 'kac' },
    ]);
    expect(index.accepts('Gabar', 'gabadh')).toBe(true);
    expect(index.accepts('gabadh', 'gabar')).toBe(false);
    expect(index.accepts('kac', 'ka’')).toBe(true);
    expect(index.southernOf('GABADH')).toEqual(['gabar']);
    expect(index.southernOf('nin')).toEqual([]);
  });
});
