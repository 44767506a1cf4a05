import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAuthenticationResults, relayProvesSender, senderCheckSummary } from './sender-proof';

const parsed = (value: string) => {
  const results = parseAuthenticationResults(value);
  if (!results) throw new Error(`not parsed: ${value}`);
  return results;
};

describe('parseAuthenticationResults', () => {
  it('reads the authserv-id, each method with its result and properties, without comments', () => {
    expect(
      parseAuthenticationResults(
        'mx.example.org 1;\r\n dkim=pass (2048-bit key) header.d=Example.com header.s=s1;\r\n spf=fail (not (nested) permitted) smtp.mailfrom=x@evil.test;\r\n dmarc=pass (p=REJECT) header.from=example.com',
      ),
    ).toEqual({
      authservId: 'mx.example.org',
      results: [
        { method: 'dkim', result: 'pass', properties: { 'header.d': 'Example.com', 'header.s': 's1' } },
        { method: 'spf', result: 'fail', properties: { 'smtp.mailfrom': 'x@evil.test' } },
        { method: 'dmarc', result: 'pass', properties: { 'header.from': 'example.com' } },
      ],
    });
  });

  it('keeps a quoted value whole, even with a semicolon in it', () => {
    expect(parsed('relay; dkim=pass header.i="a;b@example.com"').results[0]!.properties['header.i']).toBe(
      'a;b@example.com',
    );
  });

  it('answers null without an authserv-id, and "none" for a relay that checked nothing', () => {
    expect(parseAuthenticationResults('')).toBeNull();
    expect(parseAuthenticationResults('dkim=pass header.d=example.com')).toBeNull();
    expect(parsed('relay; none').results).toEqual([]);
  });

  it('never throws, whatever the header holds', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const result = parseAuthenticationResults(value);
        expect(result === null || typeof result.authservId === 'string').toBe(true);
      }),
    );
  });
});

describe('relayProvesSender', () => {
  it('is proven by dmarc=pass for the From domain, by DKIM signed by it, or by SPF for an envelope at it', () => {
    expect(relayProvesSender(parsed('r; dmarc=pass header.from=example.com'), 'hodan@example.com')).toBe('dmarc');
    expect(relayProvesSender(parsed('r; dkim=pass header.d=EXAMPLE.com'), 'hodan@example.com')).toBe('dkim');
    expect(relayProvesSender(parsed('r; dkim=pass header.i=@example.com'), 'hodan@example.com')).toBe('dkim');
    expect(relayProvesSender(parsed('r; spf=pass smtp.mailfrom=bounce@example.com'), 'hodan@example.com')).toBe('spf');
  });

  it('is not proven by a failing verdict, another domain, a parent domain or a lookalike', () => {
    const from = 'hodan@example.com';
    expect(relayProvesSender(parsed('r; dmarc=fail header.from=example.com'), from)).toBeNull();
    expect(relayProvesSender(parsed('r; dmarc=pass header.from=evil.test'), from)).toBeNull();
    expect(relayProvesSender(parsed('r; dkim=pass header.d=evil.test'), from)).toBeNull();
    expect(relayProvesSender(parsed('r; dkim=pass header.d=mail.example.com'), from)).toBeNull();
    expect(relayProvesSender(parsed('r; dkim=pass header.d=com'), from)).toBeNull();
    expect(relayProvesSender(parsed('r; dkim=pass header.d=notexample.com'), from)).toBeNull();
    expect(relayProvesSender(parsed('r; spf=pass smtp.mailfrom=x@evil.test'), from)).toBeNull();
    expect(relayProvesSender(parsed('r; spf=softfail smtp.mailfrom=x@example.com'), from)).toBeNull();
    expect(relayProvesSender(parsed('r; none'), from)).toBeNull();
  });

  it('never proves an address that is not one', () => {
    expect(relayProvesSender(parsed('r; dmarc=pass header.from=example.com'), 'Hodan example.com')).toBeNull();
  });
});

describe('senderCheckSummary', () => {
  it('lists each method with its result', () => {
    expect(
      senderCheckSummary([
        { method: 'spf', result: 'fail' },
        { method: 'dmarc', result: 'pass' },
      ]),
    ).toBe('spf=fail dmarc=pass');
  });
});
