// Which reporting account a question is about, as an agency with several client accounts says it:
// "all my client accounts", "across every account", "all our clients" → `account=all` (one row per
// account); "the globex account", "globex's account", "account initech", "account: globex" (a
// Workflow Builder template) → `account=<name>`, a name taken only where the words say it is an
// account (the context does not list them; an unknown name is said by the command, nothing sent).
// And the connections themselves: "which channel is bound to which account" → `connect show`,
// "hook up a new client account" → `connect` (its form).
import { dispatch } from '../dispatch.js';
import { COMMANDS } from '../registry.js';
import { connectCommand } from '../connect/index.js';
import { revenueCommand } from '../revenue/index.js';
import { whoamiCommand } from '../whoami/index.js';
import { CONNECTION_NAME } from '../shared/account.js';
import type { Composed } from './compose-reports.js';
import { FILLER } from './lexicon.js';
import { COUNTRY_WORDS } from './names.js';
import type { Reading } from './reading.js';

const ACCOUNT = new Set(['account', 'accounts', 'acct', 'accts']);
const CLIENTS = new Set(['clients', 'customers', 'accounts', 'account', 'brands', 'publishers']);
const ALL = new Set(['all', 'every', 'each', 'across', 'per', 'by']);
/** Words before "account" that say which, without naming it ("this account", "a new client account"). */
const NOT_A_NAME = new Set([...FILLER, 'client', 'clients', 'new', 'second', 'another', 'other', 'api', 'which', 'whose', 'same', 'main', 'default', 'customer', 'workspace', 'slack', 'bot', 'sandbox', 'demo', 'test', 'ad', 'bidder', 'partner', 'reporting', 'connected', 'key', 'one', 'row', 'by']);
/** A person or an attribute of an account, not its name ("our account manager", "account settings"). */
const ACCOUNT_ROLE = new Set(['manager', 'managers', 'mgr', 'am', 'exec', 'executive', 'rep', 'reps', 'owner', 'owners', 'team', 'lead', 'contact', 'contacts', 'person', 'id', 'number', 'settings', 'details', 'info', 'balance', 'status', 'level', 'holder', 'admin', 'admins']);
const isName = (w: string | undefined) => w !== undefined && !ACCOUNT_ROLE.has(w) && CONNECTION_NAME.test(w) && !NOT_A_NAME.has(w) && !COMMANDS.some((c) => c.name === w) && !/^\d+$/.test(w) && !COUNTRY_WORDS.has(w);
const CONNECT_VERBS = new Set([connectCommand.name, 'hook', 'link', 'add', 'onboard', 'attach']);
const BIND = new Set(['bound', 'bind', 'binding', 'bindings', 'mapped', 'linked', 'tied']);

/** Reads "all accounts" and asks about the connections, before the words one by one; marks their words read. */
export function readAccounts(t: readonly string[], used: boolean[], r: Reading): void {
  const free = (i: number) => i >= 0 && i < t.length && !used[i];
  // "which channel is bound to which account": the bindings.
  // ("the channel bindings": the noun names them without the account, issue 38's fifteenth round)
  if (t.some((w) => BIND.has(w)) && t.some((w) => w === 'channel' || w === 'channels') && t.some((w) => ACCOUNT.has(w) || w === 'client' || w === 'clients' || w === 'bindings')) {
    r.manage = { kind: 'command', text: `${connectCommand.name} show` };
    t.forEach((w, i) => (BIND.has(w) || ACCOUNT.has(w) || ['channel', 'channels', 'client', 'clients', 'to'].includes(w)) && (used[i] = true));
    return;
  }
  // "hook up a new client account", "connect another account" (not "how do I connect …": help).
  const verb = t.findIndex((w, i) => free(i) && CONNECT_VERBS.has(w));
  const noun = t.findIndex((w, i) => free(i) && ACCOUNT.has(w));
  if (verb >= 0 && noun > verb && noun - verb <= 5 && !t.includes('how') && t.slice(verb + 1, noun).every((w) => ['up', 'a', 'an', 'new', 'another', 'second', 'client', 'our', 'my', 'the', 'own', 'reporting'].includes(w))) {
    r.manage = { kind: 'command', text: connectCommand.name };
    used.fill(true, verb, noun + 1);
    return;
  }
  for (let i = 0; i < t.length; i++) {
    if (!free(i) || !ALL.has(t[i]!)) continue;
    // "all my client accounts", "across every account", "all our clients", "by account", "one row per account".
    let j = i + 1;
    while (j < t.length && ['the', 'my', 'our', 'of', 'client', 'all', 'every', 'each'].includes(t[j]!) && j - i < 4) j++;
    if (!CLIENTS.has(t[j] ?? '') && !(t[j - 1] === 'client' && j - 1 > i)) continue;
    r.account = 'all';
    used.fill(true, i, CLIENTS.has(t[j] ?? '') ? j + 1 : j);
    // "one row each": what `account=all` shows.
    t.forEach((w, k) => w === 'row' && t[k - 1] === 'one' && used.fill(true, k - 1, k + 2));
  }
}

/**
 * "the globex account", "globex's account" (the tokenizer drops the 's), "account initech": a word
 * nothing else read, beside "account". Read after the words one by one, so that no word of a
 * period, figure or place is taken for a name.
 */
export function readAccountName(t: readonly string[], used: boolean[], r: Reading): void {
  const free = (i: number) => i >= 0 && i < t.length && !used[i];
  for (let i = 0; i < t.length; i++) {
    // ("taking into account …": an idiom, not an account.)
    if (!free(i) || !ACCOUNT.has(t[i]!) || r.account || t[i - 1] === 'into') continue;
    // "account: all" in a template.
    if (t[i + 1] === 'all' && free(i + 1)) {
      r.account = 'all';
      used.fill(true, i, i + 2);
      continue;
    }
    if (isName(t[i - 1]) && free(i - 1) && ['the', 'for', 'on', 'in', 'of', 'from', 'to', undefined].includes(t[i - 2])) {
      r.account = t[i - 1];
      used.fill(true, i - 1, i + 1);
    } else if (isName(t[i + 1]) && free(i + 1)) {
      r.account = t[i + 1];
      used.fill(true, i, i + 2);
    }
  }
}

/** The command made, for the account named: `account=` added where the command takes it, else asked. */
export function forAccount(c: Composed, r: Reading): Composed {
  if (!r.account) return c;
  // "show me all accounts": which accounts there are, which whoami lists.
  if (r.account === 'all' && c.kind === 'clarify' && !r.metrics.length && !r.intents.size && r.range === undefined && !r.by.length && !r.beyond.length && !r.unknown.length) return { kind: 'command', text: whoamiCommand.name };
  const add = (text: string) => `${text} account=${r.account}`;
  if (c.kind === 'clarify') return { ...c, suggestions: c.suggestions.map(add) };
  if (dispatch(COMMANDS, add(c.text)).kind === 'run') return { kind: 'command', text: add(c.text) };
  return { kind: 'clarify', reason: r.account === 'all' ? 'That report has no row per account; this one does:' : 'That report cannot be asked of another account here.', suggestions: [c.text, ...(r.account === 'all' ? [`${revenueCommand.name} yesterday account=all`] : [])] };
}

/** "and initech?" after a question of account globex: the same question of that account. */
export function otherAccount(previous: string, r: Reading): Composed | undefined {
  const text = previous.trim().replace(/^\/adops\b\s*/i, '');
  // (after whoami, which tells of one account and takes nothing else, a name alone is another account's: "and for globex?")
  const who = text === whoamiCommand.name;
  if ((!who && !/\baccount=(?!all\b)\S+/i.test(text)) || r.unknown.length !== 1 || !isName(r.unknown[0])) return undefined;
  const asked = r.range !== undefined || r.metrics.length > 0 || r.intents.size > 0 || r.by.length > 0 || r.country !== undefined || r.os !== undefined;
  if (asked) return undefined;
  if (who) return { kind: 'command', text: `${text} account=${r.unknown[0]}` };
  return { kind: 'command', text: text.replace(/\baccount=\S+/i, `account=${r.unknown[0]}`) };
}
