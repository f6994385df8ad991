// Which reporting-API addresses a workspace may connect to is the operator's choice, never a
// user's: the deployment's own API origin (ADOPS_API_URL, or the embedded sandbox), trusted as
// configured, plus any origins listed in ADOPS_API_ORIGINS, which must be https and are reached
// at public addresses only (src/api/addresses.ts). Everything else is refused before any request,
// with a sentence that says so. Checked when a connection is saved and again whenever it is used,
// so a connection saved before the operator narrowed the list stops working at once.
import { isIP } from 'node:net';
import { isPublicAddress } from './addresses.js';

export interface OriginPolicy {
  /** The deployment's own API origin: trusted as configured (it may be loopback: the operator chose it). */
  own?: string;
  /** Further origins the operator allows: https only, connected to at public addresses only. */
  extra: readonly string[];
}

export type AddressVerdict =
  | { ok: true; origin: string; /** Connect to public addresses only (an extra origin). */ publicOnly: boolean }
  | { ok: false; problem: string };

function originOf(text: string): string | undefined {
  try {
    return new URL(text).origin;
  } catch {
    return undefined;
  }
}

/** The origins allowed, as a person reads them: "a", "a or b", "a, b or c". */
export function allowedOrigins(policy: OriginPolicy): string[] {
  const all = [policy.own, ...policy.extra].map((o) => (o ? originOf(o) : undefined)).filter((o): o is string => !!o);
  return [...new Set(all)];
}

function listed(origins: string[]): string {
  return origins.length <= 1 ? (origins[0] ?? '') : `${origins.slice(0, -1).join(', ')} or ${origins[origins.length - 1]}`;
}

/** Whether the bot may call the API at `baseUrl`, and how; or why not, in plain words. Pure. */
export function checkApiAddress(baseUrl: string, policy: OriginPolicy): AddressVerdict {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return { ok: false, problem: 'That is not a web address. Give the API base including /api/v1.' };
  }
  if (url.username || url.password) {
    return { ok: false, problem: 'Leave the user name and password out of the address: the API key goes in its own field.' };
  }
  const origin = url.origin;
  if (policy.own && originOf(policy.own) === origin) return { ok: true, origin, publicOnly: false };
  if (policy.extra.some((o) => originOf(o) === origin)) {
    if (url.protocol !== 'https:') return { ok: false, problem: 'Only https addresses may be connected. Use the https address of the reporting API.' };
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(host) && !isPublicAddress(host)) return { ok: false, problem: 'That address is not a public one, so the bot will not call it. Use the reporting API’s public address.' };
    return { ok: true, origin, publicOnly: true };
  }
  const allowed = allowedOrigins(policy);
  if (!allowed.length) {
    return { ok: false, problem: 'This bot’s operator has not allowed any reporting API address yet, so none can be connected. Ask them to allow yours.' };
  }
  return { ok: false, problem: `This bot only connects to ${listed(allowed)} (its operator’s choice). Use that address, or ask the bot’s operator to allow yours.` };
}
