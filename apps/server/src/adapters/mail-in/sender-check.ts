import { BlockList, isIP } from 'node:net';
import addrs from 'email-addresses';
import { authenticate, type AuthenticateResult, type DNSResolver } from 'mailauth';
import {
  isValidEmail,
  parseAuthenticationResults,
  relayProvesSender,
  senderCheckSummary,
  type SenderProofMethod,
} from '@hadal/domain';

/**
 * Does a mail prove its From address? Checked with mailauth (SPF for the connecting address and
 * envelope sender, DKIM, DMARC alignment), or, for mail handed over by a relay the operator trusts
 * (SUPPORT_TRUSTED_RELAYS), read from that relay's Authentication-Results.
 */

export interface SenderVerdict {
  /** True when the From address is proven. */
  verified: boolean;
  /** How: the method that proved it, or null. */
  method: SenderProofMethod | null;
  /** What was found, stored and shown to the agent, e.g. "spf=fail dkim=none dmarc=fail". */
  check: string;
}

export interface SenderCheckOptions {
  /** Addresses and networks (CIDR) of relays whose Authentication-Results are trusted. */
  trustedRelays: string[];
  /** The authserv-id those relays write in their Authentication-Results. */
  relayAuthservId: string | null;
  /** The name this inbox gives itself in results (mailauth's `mta`). */
  mta: string;
  /** DNS lookups (mailauth's resolver): the system's by default, a stub in tests. */
  resolver?: DNSResolver | undefined;
}

export interface SenderFacts {
  raw: Buffer;
  /** The envelope sender (MAIL FROM), '' for a bounce. */
  envelopeFrom: string;
  remoteAddress: string;
  helo: string;
  /** The From header's one address (headerFromAddress), or null. */
  headerFrom: string | null;
  /** Each Authentication-Results header's value, topmost first. */
  authenticationResults: string[];
}

/**
 * The one address of the From header, or null when there is none, more than one, or only a display
 * name: parsed by the RFC 5322 grammar (email-addresses), so a name such as "victim@example.com"
 * with no address, or a name before an empty "<>", never becomes an address.
 */
export function headerFromAddress(fromHeaderValues: string[]): string | null {
  if (fromHeaderValues.length !== 1) return null;
  const list = addrs.parseAddressList({ input: fromHeaderValues[0]!.replace(/\r?\n([ \t])/g, '$1'), rfc6532: true });
  if (!list || list.length !== 1) return null;
  const [only] = list;
  if (!only || only.type !== 'mailbox') return null;
  const address = only.address.toLowerCase();
  return isValidEmail(address) ? address : null;
}

/** A list of addresses and CIDR networks as a BlockList; throws on anything else. */
export function relayList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const type = isIP(address ?? '');
    if (type === 0) throw new Error(`not an IP address or network: ${entry}`);
    const family = type === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address!, family);
    else list.addSubnet(address!, Number(bits), family);
  }
  return list;
}

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** The verdict of mailauth's results: an aligned DMARC pass, or without a DMARC record an aligned DKIM or SPF pass. */
function verdictOf(result: AuthenticateResult, headerFrom: string | null, envelopeFrom: string): SenderVerdict {
  const dkimResults = result.dkim.results;
  const passingDkim = dkimResults.filter((r) => r.status.result === 'pass');
  const dkim = passingDkim[0] ?? dkimResults[0];
  const spfResult = result.spf ? result.spf.status.result : 'none';
  const dmarcResult = result.dmarc ? result.dmarc.status.result : 'none';
  const check = senderCheckSummary([
    { method: 'spf', result: spfResult },
    { method: 'dkim', result: dkim ? dkim.status.result : 'none' },
    { method: 'dmarc', result: dmarcResult },
  ]);
  // mailauth must have read the same single From address this inbox stores.
  const sameFrom =
    headerFrom !== null &&
    result.dkim.headerFrom.length === 1 &&
    result.dkim.headerFrom[0]?.toLowerCase() === headerFrom;
  if (!sameFrom) return { verified: false, method: null, check };
  if (dmarcResult === 'pass') return { verified: true, method: 'dmarc', check };
  if (dmarcResult !== 'none') return { verified: false, method: null, check };
  // No DMARC record: the alignment DMARC would ask for, DKIM relaxed (mailauth's) and SPF exact.
  const domain = domainOf(headerFrom);
  if (passingDkim.some((r) => r.status.aligned)) return { verified: true, method: 'dkim', check };
  if (spfResult === 'pass' && envelopeFrom.includes('@') && domainOf(envelopeFrom) === domain)
    return { verified: true, method: 'spf', check };
  return { verified: false, method: null, check };
}

export function createSenderCheck(options: SenderCheckOptions) {
  const relays = relayList(options.trustedRelays);
  const isTrustedRelay = (remoteAddress: string) => {
    const type = isIP(remoteAddress);
    return type !== 0 && relays.check(remoteAddress, type === 6 ? 'ipv6' : 'ipv4');
  };

  async function check(facts: SenderFacts): Promise<SenderVerdict> {
    if (isTrustedRelay(facts.remoteAddress)) {
      // The relay adds its results on top (RFC 8601 §5: and removes any that claim its name).
      const topmost = facts.authenticationResults[0];
      const results = topmost === undefined ? null : parseAuthenticationResults(topmost);
      const by = options.relayAuthservId?.toLowerCase();
      if (!results || !by || results.authservId !== by) {
        return { verified: false, method: null, check: `relay ${facts.remoteAddress}: no results from ${by ?? '?'}` };
      }
      const method = facts.headerFrom ? relayProvesSender(results, facts.headerFrom) : null;
      return { verified: method !== null, method, check: `${by}: ${senderCheckSummary(results.results)}` };
    }
    try {
      const result = await authenticate(facts.raw, {
        ip: facts.remoteAddress,
        sender: facts.envelopeFrom,
        helo: facts.helo,
        mta: options.mta,
        ...(options.resolver ? { resolver: options.resolver } : {}),
        disableArc: true,
        disableBimi: true,
      });
      return verdictOf(result, facts.headerFrom, facts.envelopeFrom);
    } catch {
      return { verified: false, method: null, check: 'not checked: the message could not be read' };
    }
  }

  return { check, isTrustedRelay };
}
export type SenderCheck = ReturnType<typeof createSenderCheck>;
