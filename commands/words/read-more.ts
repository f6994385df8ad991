// Words of the voices of issue 38's fourth round (the thirteenth set): finance's and a data
// engineer's, tickets', a UA marketer's. Read before the words one by one (`readBefore`: what would
// otherwise be read as something else) and after them (`readAfter`: what the words read make plain).
import { abtestCommand } from '../abtest/index.js';
import { alertsCommand } from '../alerts/index.js';
import { auctionCommand } from '../auction/index.js';
import { auditCommand } from '../audit/index.js';
import { configCommand } from '../config/index.js';
import { readAccountName, readAccounts } from './accounts.js';
import { exportCommand } from '../export/index.js';
import { whoamiCommand } from '../whoami/index.js';
import { MONTHS } from './date-forms.js';
import { findRange } from './dates.js';
import { intentOf } from './intents.js';
import { FILLER, METRIC } from './lexicon.js';
import { COUNTRY_WORDS } from './names.js';
import { zoneAt } from './zones.js';
import { dimensionOf, metricOf, type Reading } from './reading.js';
import type { Tokens } from './tokens.js';

/** What a piece of work is for, not what it asks: "for the month-end pack", "for the close file", "for the board deck". */
const PURPOSE = new Set(['pack', 'deck', 'file', 'slides', 'slide', 'doc', 'memo', 'close', 'meeting', 'review', 'sync', 'standup', 'presentation', 'board', 'update', 'writeup', 'recap', 'comparison', 'call', 'notebook', 'analysis']);
/** Whom the figures are shown to (issue 38's fifteenth round: "for the client", "for the publisher review"): no figure, place or report of theirs. */
// (one, never "my clients": an agency's clients are its accounts, ./accounts.ts)
const AUDIENCE = new Set(['client', 'customer', 'publisher', 'advertiser', 'studio']);
/** Words that say whose or which piece of work it is, and narrow no figure ("the month-end pack", "the board deck"). */
const PURPOSE_OF = new Set(['month', 'end', 'year', 'quarter', 'board', 'exec', 'executive', 'leadership', 'finance', 'weekly', 'monthly', 'quarterly', 'team', 'client', 'investor', 'investors', 'sales', 'ops', 'qbr', 'kpi', 'internal', 'management', 'all', 'hands', 'close', 'planning', ...AUDIENCE]);
/** Who a pasted or relayed ask came from ("quick one from the client:"). */
export const SOURCES = new Set(['client', 'customer', 'boss', 'cfo', 'ceo', 'cto', 'finance', 'sales', 'management', 'leadership', 'team', 'manager', 'exec', 'execs', 'board', 'advertiser']);
/** Words that say an A/B test is asked about (its name may not say "test": "the interstitial floor lift"). */
const TEST_WORDS = ['test', 'tests', 'experiment', 'experiments', 'lift', 'variant', 'control', 'ab', abtestCommand.name, 'significance', 'significant'];
/** A config's verdict said in words: "fails validation", "does it pass", "becomes invalid". */
const VERDICT = new Set(['fails', 'fail', 'failing', 'failed', 'pass', 'passes', 'passing', 'invalid', 'broken', 'breaks', 'break', 'wrong']);
/** The words of an export's rows: "impression rows", "request-level data", "records". */
const ROWS = new Set(['rows', 'row', 'level', 'records', 'record', 'lines', 'events']);
/** A request export's status in words. */
const STATUS: Readonly<Record<string, string>> = { filled: 'filled', errored: 'error', errors: 'error', error: 'error', erroring: 'error', failed: 'error' };

/** A word after "for the client" that makes the client a part of the question ("for the client account", "for the client globex"), not its audience. */
const narrowsAfter = (w: string) => !/^(last|this|past|previous|yesterday|today|in|on|during|over|from|since|q[1-4]|h[12]|ytd|mtd|qtd)$/.test(w) && !MONTHS[w];
const narrows = (w: string) => metricOf(w) !== undefined || dimensionOf(w) !== undefined || MONTHS[w] !== undefined || COUNTRY_WORDS.has(w) || /\d/.test(w) || intentOf(w) !== undefined;

export function readBefore(tokens: Tokens, used: boolean[], r: Reading, countries: readonly string[] = []): void {
  const t = tokens.words;
  readAccounts(t, used, r);
  const has = (...ws: string[]) => t.some((w) => ws.includes(w));
  for (let i = 0; i < t.length; i++) {
    if (used[i]) continue;
    const w = t[i]!;
    // "for the month-end pack": up to three words of no figure, date or place, then what it is for.
    // (whoever's work it is: "for their board deck", "for her qbr deck")
    if (w === 'for' && ['the', 'our', 'my', 'a', 'this', 'next', 'tomorrow', 'their', 'his', 'her', 'your'].includes(t[i + 1] ?? '')) {
      let end = t.findIndex((x, k) => k > i + 1 && k <= i + 5 && PURPOSE.has(x));
      while (end > 0 && PURPOSE.has(t[end + 1] ?? '')) end++;
      if (end > 0 && t.slice(i + 2, end).every((x) => PURPOSE_OF.has(x)) && !used.slice(i, end + 1).some(Boolean)) {
        used.fill(true, i, end + 1);
        continue;
      }
    }
    // "for the client", "for our publisher" (a period or the clause's end after it): whom the figures are for.
    if (w === 'for' && ['the', 'our', 'my', 'a', 'this'].includes(t[i + 1] ?? '') && AUDIENCE.has(t[i + 2] ?? '') && !used.slice(i, i + 3).some(Boolean) && (i + 3 >= t.length || tokens.clause[i + 3] !== tokens.clause[i + 2] || !narrowsAfter(t[i + 3]!))) {
      used.fill(true, i, i + 3);
      continue;
    }
    // ", client deck", "— board slides": a clause of only whose piece of work it is.
    if ((i === 0 || tokens.clause[i - 1] !== tokens.clause[i]) && PURPOSE_OF.has(w)) {
      let end = i;
      while (end + 1 < t.length && tokens.clause[end + 1] === tokens.clause[i] && (PURPOSE_OF.has(t[end + 1]!) || PURPOSE.has(t[end + 1]!))) end++;
      if (end > i && PURPOSE.has(t[end]!) && (end + 1 >= t.length || tokens.clause[end + 1] !== tokens.clause[i]) && !used.slice(i, end + 1).some(Boolean)) {
        used.fill(true, i, end + 1);
        continue;
      }
    }
    // "quick one from the client:", "(per finance)": who it came from.
    if ((w === 'from' || w === 'per') && SOURCES.has(t[i + 1] === 'the' || t[i + 1] === 'our' || t[i + 1] === 'my' ? (t[i + 2] ?? '') : (t[i + 1] ?? ''))) {
      used.fill(true, i, i + (SOURCES.has(t[i + 1]!) ? 2 : 3));
      continue;
    }
    // "request an export": the verb, not the requests.
    if (w === 'request' && ['a', 'an', 'the'].includes(t[i + 1] ?? '') && intentOf(t[i + 2] ?? '') === exportCommand) used[i] = true;
    // "who ran commands": the audit log's entries, not help.
    else if (w === 'commands' && has('ran', 'run', 'used', 'typed')) used[i] = true;
    // "is the initech account's key missing any permissions": the key's, which whoami lists.
    else if ((w === 'permissions' || w === 'permission' || w === 'scopes') && has('key', 'keys')) {
      r.intents.add(whoamiCommand);
      t.forEach((x, k) => ['key', 'keys', 'missing', 'lacks', 'lacking', 'lack', 'has', 'have'].includes(x) && (used[k] = true));
      used[i] = true;
    }
    // "the draft config fails validation", "does the live config pass": validating it.
    // ("anything wrong w/ draft cfg_…": a config named by its id is one too — round 43)
    else if (VERDICT.has(w) && (has(configCommand.name, 'configuration', 'cfg') || t.some((x) => /^cfg_[a-z0-9_]+$/.test(x)))) {
      // "alert me when the live config becomes invalid": a config alert.
      if (has(alertsCommand.name, 'alert') || r.intents.has(alertsCommand)) {
        r.manage = { kind: 'command', text: `${alertsCommand.name} add config${has('draft') ? ' draft' : ''}` };
        used.fill(true, 0, t.length);
        return;
      }
      // ("who broke the config": a person asked for — who changed it last, which config shows, or what is broken, its validation: asked, both offered — round 42)
      if (t.slice(0, i).includes('who')) r.manage = { kind: 'clarify', reason: 'Who changed it last (the config’s status), or what is broken in it (its validation)?', suggestions: [`${configCommand.name} validate`, configCommand.name] };
      r.validate = true;
      used[i] = true;
    }
    // "who published the current config and when": what config shows; "before friday's release": when a config is needed by, which no config report reads.
    // ("who pushed it", "before i push it": a config's publishing said the engineers' way — round 43)
    else if (['published', 'publish', 'author', 'authored', 'deployed', 'pushed', 'shipped'].includes(w) && has(configCommand.name, 'configuration', 'cfg')) used[i] = true;
    else if (w === 'before' && /^(i|we)$/.test(t[i + 1] ?? '') && /^(push|ship|publish|release|deploy)$/.test(t[i + 2] ?? '') && has(configCommand.name, 'configuration', 'cfg')) used.fill(true, i, /^(it|this|that|them)$/.test(t[i + 3] ?? '') ? i + 4 : i + 3);
    else if (w === 'before' && /^(release|rollout|launch|deploy|publish)$/.test(t[i + 2] ?? t[i + 1] ?? '') && has(configCommand.name, 'configuration', 'cfg')) used.fill(true, i, i + 3);
    // "bidder error and timeout rates": the auction's errors beside its timeouts.
    else if (/^(errors?|timeouts?)$/.test(w) && has('timeout', 'timeouts', 'timed') && has('error', 'errors')) {
      r.intents.add(auctionCommand);
      t.forEach((x, k) => /^(errors?|timeouts?|rates?)$/.test(x) && (used[k] = true));
    }
    // "the p-value", "the confidence interval", "sample size reached": what an A/B test shows.
    // (only of a test: "the p-value of ecpm yesterday" is no report's, and had been read as revenue)
    else if (((w === 'p' && /^values?$/.test(t[i + 1] ?? '')) || (w === 'confidence' && /^intervals?$/.test(t[i + 1] ?? '')) || (w === 'sample' && /^(size|sizes)$/.test(t[i + 1] ?? ''))) && has(...TEST_WORDS)) used.fill(true, i, i + 2);
    // "reach the required n", "the needed sample size": the sample a test's status shows as due (round 31; only of a test)
    // (the "n" typed, which chat's shorthand reads as "and")
    else if (/^(required|needed|target)$/.test(w) && (/^(n|sample|samples)$/.test(t[i + 1] ?? '') || tokens.typed[i + 1]?.toLowerCase() === 'n') && has(...TEST_WORDS)) used.fill(true, i, t[i + 2] === 'size' ? i + 3 : i + 2);
    // "in UTC", "PST", "on Tokyo time": the clock the figures are read on (./zones.ts).
    else if (zoneAt(t, i, used, tokens.typed, countries)) {
      const { zone, start, end } = zoneAt(t, i, used, tokens.typed, countries)!;
      r.options.push(`tz=${zone}`);
      used.fill(true, start, end);
      i = end - 1;
    }
    // "not filling": the fill asked about, not a filter left out.
    else if (w === 'not' && metricOf(t[i + 1] ?? '') === METRIC.fill_rate) used[i] = true;
  }
  readExportWords(tokens, used, r);
  readRelayInClause(tokens, used);
}

const RELAYS = new Set(['asking', 'asks', 'asked', 'wants', 'wanted', 'needs', 'needed', 'wondering', 'wonders']);
/** "October numbers — finance is asking whether …": who passes the question on, at a clause's start past the first. */
function readRelayInClause(tokens: Tokens, used: boolean[]): void {
  const t = tokens.words;
  for (let i = 1; i < t.length; i++) {
    if (tokens.clause[i] === tokens.clause[i - 1] || used[i]) continue;
    const verb = t.findIndex((w, k) => k > i && k <= i + 3 && RELAYS.has(w) && tokens.clause[k] === tokens.clause[i]);
    // (A figure's word says who asks only when the question names its own figure: "sales wants the revenue".)
    const ownFigure = verb > 0 && t.slice(verb + 1).some((w) => metricOf(w) !== undefined);
    if (verb < 0 || t.slice(i, verb).some((w, k) => used[i + k] || (narrows(w) && !(ownFigure && metricOf(w) !== undefined))) || !t.slice(i, verb).some((w) => SOURCES.has(w) || !FILLER.has(w))) continue;
    used.fill(true, i, verb + 1);
    if (t[verb + 1] === 'to' && t[verb + 2] === 'know') used.fill(true, verb + 1, verb + 3);
  }
}

/** An export's rows and a request export's status: "impression rows", "requests that errored", "filled requests". */
function readExportWords(tokens: Tokens, used: boolean[], r: Reading): void {
  const t = tokens.words;
  // ("requests that errored on the 25th": rows of requests of a status, which only their export has)
  const rowsOf = t.some((w, i) => /^requests?$/.test(w) && ['that', 'which'].includes(t[i + 1] ?? '') && STATUS[tokens.typed[i + 2]?.toLowerCase() ?? ''] !== undefined);
  // ("pull impressions yesterday for bidder alpha": rows pulled, of a count only the export lists by bidder —
  // the order's first word, a count and nothing split; "pull revenue", "pull impressions by country" are reports)
  const pulled = /^(pull|grab)$/.test(t[0] ?? '') && t.some((w) => /^(requests?|impressions?)$/.test(w)) && t.some((w, i) => w === 'bidder' && t[i - 1] !== 'by') && !t.some((w, i) => (dimensionOf(w) !== undefined && w !== 'bidder') || /^(by|per|each)$/.test(t[i - 1] ?? '') || metricOf(w) === METRIC.revenue);
  const exporting = rowsOf || pulled || t.some((w) => intentOf(w) === exportCommand) || (t.includes('csv') && t.some((w) => /^(requests?|impressions?)$/.test(w)) && !t.some((w) => dimensionOf(w) !== undefined));
  if (!exporting) return;
  if (rowsOf || pulled) r.intents.add(exportCommand);
  t.forEach((w, i) => {
    if (used[i]) return;
    if (ROWS.has(w)) used[i] = true;
    const status = STATUS[tokens.typed[i]!.toLowerCase()];
    if (status && t.some((x) => /^requests?$/.test(x))) {
      r.options.push(`status=${status}`);
      used[i] = true;
    }
  });
}

export function readAfter(t: readonly string[], used: boolean[], r: Reading): void {
  // "how much revenue does a user bring in per day", "impressions an average user sees per day": ARPDAU, impressions per user.
  const perDay = t.some((w, i) => w === 'per' && (t[i + 1] === 'day' || t[i + 1] === 'days'));
  // ("revenue per user per day": ARPDAU is per day already; "arpdau per day", said by its name, is its daily table.)
  const perUser = t.some((w, i) => (w === 'per' || w === 'a' || w === 'each') && /^(?:user|users|dau|player|players)$/.test(t[i + 1] ?? ''));
  if (perDay && perUser && r.by.includes('day') && r.metrics.some((m) => m === METRIC.arpdau || m === METRIC.imps_per_user)) r.by.splice(r.by.indexOf('day'), 1);
  else if (perDay && r.metrics.includes('users') && r.by.includes('day')) {
    const derived = r.metrics.includes(METRIC.revenue) ? METRIC.arpdau : r.metrics.includes('impressions') ? METRIC.imps_per_user : undefined;
    if (derived) {
      r.metrics = [derived, ...r.metrics.filter((m) => m !== 'users' && m !== METRIC.revenue && m !== 'impressions')];
      r.by.splice(r.by.indexOf('day'), 1);
    }
  }
  // "who ran commands on the bot": the audit log.
  if (r.intents.has(auditCommand)) t.forEach((w, i) => w === 'bot' && (used[i] = true));
  readAccountName(t, used, r);
}

/** The period the words name: one, two compared ("versus"), several (asked about) or a vague one. */
export function readRange(t: readonly string[], used: boolean[], r: Reading): void {
  const range = findRange(t, used);
  if (range === 'several') r.severalRanges = true;
  else if (range && 'vague' in range) r.vagueRanges = range.vague;
  else if (range && 'versus' in range) [r.range, r.vsRange] = range.versus;
  else r.range = range;
  // "month over month", "QoQ" with no period named: this month (quarter) so far, against the one before.
  if (!range && (t.includes('mom') || t.includes('qoq'))) r.range = { grammar: t.includes('mom') ? 'mtd' : 'this quarter' };
}
