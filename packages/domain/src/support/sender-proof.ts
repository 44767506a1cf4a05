import { isValidEmail } from '../auth/password';

/**
 * Whether a support mail proves its sender (issue 48): the rules that read an Authentication-Results
 * header (RFC 8601) written by a relay the operator trusts (SUPPORT_TRUSTED_RELAYS).
 */

/** One method's verdict in an Authentication-Results header, e.g. dkim=pass header.d=example.com. */
export interface AuthMethodResult {
  /** Lower-cased method name: dkim, spf, dmarc, arc… */
  method: string;
  /** Lower-cased result: pass, fail, none… */
  result: string;
  /** Lower-cased property names (header.from, smtp.mailfrom…) with their values as written. */
  properties: Record<string, string>;
}

export interface AuthenticationResults {
  /** The authserv-id: who wrote these results (lower-cased). */
  authservId: string;
  results: AuthMethodResult[];
}

/** How a sender was proven: an aligned DMARC pass, an aligned DKIM signature or an aligned SPF pass. */
export type SenderProofMethod = 'dmarc' | 'dkim' | 'spf';

/** Removes RFC 5322 comments, "(…)" with nesting and escapes; quoted strings keep their text. */
function withoutComments(value: string): string {
  let out = '';
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < value.length; i += 1) {
    const c = value[i]!;
    if (c === '\\' && i + 1 < value.length) {
      if (depth === 0) out += c + value[i + 1];
      i += 1;
    } else if (quoted) {
      out += c;
      if (c === '"') quoted = false;
    } else if (c === '(') {
      depth += 1;
    } else if (c === ')' && depth > 0) {
      depth -= 1;
    } else if (depth === 0) {
      if (c === '"') quoted = true;
      out += c;
    }
  }
  return out;
}

/** Splits on `separator` outside quoted strings. */
function splitOutsideQuotes(value: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < value.length; i += 1) {
    const c = value[i]!;
    if (c === '\\' && quoted && i + 1 < value.length) {
      current += c + value[i + 1];
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
      current += c;
    } else if (!quoted && separator.test(c)) {
      parts.push(current);
      current = '';
    } else {
      current += c;
    }
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

const unquote = (v: string) => (v.startsWith('"') && v.endsWith('"') && v.length >= 2 ? v.slice(1, -1) : v);

/**
 * The value of one Authentication-Results header (after "Authentication-Results:", unfolded or
 * not), or null when it has no authserv-id. Method results it cannot read are left out.
 */
export function parseAuthenticationResults(value: string): AuthenticationResults | null {
  const [head, ...resinfos] = splitOutsideQuotes(withoutComments(value.replace(/\r?\n[ \t]/g, ' ')), /;/);
  const authservId = head?.split(/\s+/)[0]?.toLowerCase();
  if (!authservId || authservId.includes('=')) return null;
  const results: AuthMethodResult[] = [];
  for (const resinfo of resinfos) {
    const [first, ...rest] = splitOutsideQuotes(resinfo, /\s/);
    const match = /^([a-z0-9_.-]+)(?:\/\d+)?=([a-z0-9_-]+)$/i.exec(first ?? '');
    if (!match) continue;
    const properties: Record<string, string> = {};
    for (const token of rest) {
      const eq = token.indexOf('=');
      if (eq <= 0) continue;
      properties[token.slice(0, eq).toLowerCase()] = unquote(token.slice(eq + 1));
    }
    results.push({ method: match[1]!.toLowerCase(), result: match[2]!.toLowerCase(), properties });
  }
  return { authservId, results };
}

const domainOf = (addressOrDomain: string) => {
  const at = addressOrDomain.lastIndexOf('@');
  return (at >= 0 ? addressOrDomain.slice(at + 1) : addressOrDomain).trim().toLowerCase().replace(/\.$/, '');
};

/**
 * How the trusted relay's results prove the From address `fromAddress`, or null when they do not:
 * dmarc=pass for the From domain (header.from), else dkim=pass signed by it (header.d, or header.i
 * at it), else spf=pass for an envelope sender at it (smtp.mailfrom). Exact domains only: a relay
 * that applies relaxed alignment says so with dmarc=pass.
 */
export function relayProvesSender(results: AuthenticationResults, fromAddress: string): SenderProofMethod | null {
  if (!isValidEmail(fromAddress)) return null;
  const domain = domainOf(fromAddress);
  const passes = (method: string) => results.results.filter((r) => r.method === method && r.result === 'pass');
  const is = (v: string | undefined, d: string) => v !== undefined && v !== '' && domainOf(v) === d;
  if (passes('dmarc').some((r) => is(r.properties['header.from'], domain))) return 'dmarc';
  if (
    passes('dkim').some(
      (r) =>
        is(r.properties['header.d'], domain) ||
        (r.properties['header.i']?.includes('@') === true && is(r.properties['header.i'], domain)),
    )
  )
    return 'dkim';
  if (passes('spf').some((r) => is(r.properties['smtp.mailfrom'], domain))) return 'spf';
  return null;
}

/** The short verdict stored with each inbound message and shown to the agent, e.g. "spf=pass dkim=none dmarc=pass". */
export function senderCheckSummary(results: { method: string; result: string }[]): string {
  return results.map((r) => `${r.method}=${r.result}`).join(' ');
}
