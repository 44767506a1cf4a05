import { describe, expect, it } from 'vitest';
import { headerFromAddress, relayList } from './sender-check';

describe('headerFromAddress', () => {
  it('takes the one address of the From header, lower-cased, with or without a display name', () => {
    expect(headerFromAddress(['Hodan Ali <Hodan@Example.com>'])).toBe('hodan@example.com');
    expect(headerFromAddress(['hodan@example.com'])).toBe('hodan@example.com');
    expect(headerFromAddress(['"Ali, Hodan"\r\n <hodan@example.com>'])).toBe('hodan@example.com');
  });

  it('never takes a display name for an address', () => {
    expect(headerFromAddress(['"hodan@example.com"'])).toBeNull();
    expect(headerFromAddress(['hodan@example.com <>'])).toBeNull();
    expect(headerFromAddress(['"hodan@example.com" <attacker@evil.test>'])).toBe('attacker@evil.test');
    expect(headerFromAddress(['Hodan Ali'])).toBeNull();
  });

  it('has no answer for several addresses, several From headers, a group or none', () => {
    expect(headerFromAddress(['a@example.com, b@example.com'])).toBeNull();
    expect(headerFromAddress(['a@example.com', 'b@example.com'])).toBeNull();
    expect(headerFromAddress(['undisclosed-recipients:;'])).toBeNull();
    expect(headerFromAddress([])).toBeNull();
  });
});

describe('relayList', () => {
  it('matches single addresses and networks of either family', () => {
    const list = relayList(['10.0.0.5', '192.168.0.0/16', '2001:db8::/32']);
    expect(list.check('10.0.0.5', 'ipv4')).toBe(true);
    expect(list.check('10.0.0.6', 'ipv4')).toBe(false);
    expect(list.check('192.168.44.1', 'ipv4')).toBe(true);
    expect(list.check('2001:db8::1', 'ipv6')).toBe(true);
    expect(list.check('2001:db9::1', 'ipv6')).toBe(false);
  });

  it('refuses anything else', () => {
    expect(() => relayList(['mx.example.org'])).toThrow(/not an IP address/);
  });
});
