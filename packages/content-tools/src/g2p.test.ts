import { describe, expect, it } from 'vitest';
import { somaliToEspeakPhonemes, somaliWordToPhonemes } from './g2p';

const w = somaliWordToPhonemes;

describe('somaliWordToPhonemes', () => {
  it('maps plain consonants and short vowels', () => {
    expect(w('nabad')).toBe('nabad');
    expect(w('bariis')).toBe('baRi:s');
  });
  it('maps the digraphs sh, dh and kh', () => {
    expect(w('shan')).toBe('San');
    expect(w('dhul')).toBe('dHul');
    expect(w('khamiis')).toBe('Xami:s');
  });
  it('maps c to the pharyngeal ʕ, x to ħ and keeps q', () => {
    expect(w('Cali')).toBe('Aali');
    expect(w('xaas')).toBe('Ha:s');
    expect(w('qalin')).toBe('qalin');
  });
  it('lengthens doubled vowels', () => {
    expect(w('aabbe')).toBe('a:b:e');
    expect(w('hees')).toBe('he:s');
    expect(w('bii')).toBe('bi:');
    expect(w('hooyo')).toBe('ho:jo');
    expect(w('buug')).toBe('bu:g');
  });
  it('lengthens geminate consonants', () => {
    expect(w('macallin')).toBe('maAal:in');
    expect(w('sodde')).toBe('sod:e');
    expect(w('gabbar')).toBe('gab:aR');
  });
  it('says the glottal stop', () => {
    expect(w("su'aal")).toBe('su?a:l');
    expect(w('go’aan')).toBe('go?a:n');
  });
  it('maps j and y', () => {
    expect(w('jiir')).toBe('dZi:R');
    expect(w('yar')).toBe('jaR');
  });
});

describe('somaliToEspeakPhonemes', () => {
  it('wraps words in [[ ]] and turns punctuation into pauses', () => {
    expect(somaliToEspeakPhonemes('Soo dhawoow, Cali!')).toBe('[[so: dHawo:w _ Aali]]');
    expect(somaliToEspeakPhonemes('Iska warran? Waan fiicanahay.')).toBe('[[iska waR:an _: wa:n fi:Aanahaj]]');
  });
  it('gives nothing for a text with nothing to say', () => {
    expect(somaliToEspeakPhonemes('?! 42')).toBe('');
  });
});
