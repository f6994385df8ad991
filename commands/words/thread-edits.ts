// More edits of the thread's command said in a few words (issue 38's twelfth round), each the
// previous command with one part changed: the split swapped ("swap country for app", "switch the
// split to format"), the split forgotten ("forget the split", "no breakdown"), a filter flipped to
// another value of it ("flip it to android", "make it Canada"), the rows' count ("give me 10 rows
// not 5"). Every word must be the edit's (or glue); anything more is left to ./follow-up.ts.
import { abtestCommand } from '../abtest/index.js';
import { breakdownCommand } from '../breakdown/index.js';
import { dispatch } from '../dispatch.js';
import { COMMANDS } from '../registry.js';
import { revenueCommand } from '../revenue/index.js';
import { whyCommand } from '../why/index.js';
import { rangeFor, type Composed, type Days } from './compose.js';
import { hourOfTable } from './hour-of-table.js';
import { hourlyGrain } from './hourly-grain.js';
import { countOfDays } from './count-of-days.js';
import { whyBrokenDown } from './why-split.js';
import { twoSplits } from './two-splits.js';
import { WATCH } from './asks.js';
import { FILLER, METRIC } from './lexicon.js';
import { dimensionOf, type Reading } from './reading.js';

const SWAP = new Set(['swap', 'switch', 'replace', 'change', 'flip', 'make', 'turn', 'instead']);
const INTO = new Set(['for', 'with', 'to', 'into', 'from', 'of']);
const SPLIT = /^(split|splits|breakdown|grouping|group|dimension|by)$/;
const FORGET = new Set(['forget', 'drop', 'remove', 'lose', 'ditch', 'no', 'without', 'undo', 'skip']);
const ROWS = /^(rows?|results?|lines?|entries|items)$/;
const WHOLE = new Set(['all', 'every', 'everything', 'full', 'whole', 'entire', 'complete']);

const only = (t: readonly string[], allowed: (w: string, i: number) => boolean) => t.every((w, i) => FILLER.has(w) || allowed(w, i));
const count = (w: string) => (/^\d{1,3}$/.test(w) ? Number(w) : undefined);

export function editMore(previous: string, r: Reading): Composed | undefined {
  const text = previous.trim().replace(/^\/adops\b\s*/i, '');
  const d = dispatch(COMMANDS, text);
  if (d.kind !== 'run') return undefined;
  const words = text.split(/\s+/);
  const t = r.tokens.words;
  const run = (out: readonly string[]): Composed => ({ kind: 'command', text: out.join(' ') });
  const splitOf = (w: string) => /^by=/.test(w) ? w.slice(3).split(',') : undefined;

  // "swap country for app", "switch the split to format", "replace country with app"
  const dims = t.map((w) => dimensionOf(w)).filter((x): x is NonNullable<typeof x> => x !== undefined);
  // (a period said, "this week instead", is the period's edit, not a split by week)
  // ("by country and format instead": both named together are the new split, not one put in for the other — thirty-second round)
  // ("make it app by format", "turn it into country x os": the two joined are the new split — round 49)
  const joined = dims.length === 2 && t.some((w, i) => ['by', 'x', 'and'].includes(w) && dimensionOf(t[i - 1] ?? '') !== undefined && dimensionOf(t[i + 1] ?? '') !== undefined);
  const both = dims.length === 2 && (t.includes('and') || joined) && t.every((w) => !SWAP.has(w) || w === 'instead' || (joined && (w === 'make' || w === 'turn')));
  if (!both && t.some((w) => SWAP.has(w)) && r.range === undefined && dims.length >= 1 && dims.length <= 2 && only(t, (w) => SWAP.has(w) || INTO.has(w) || SPLIT.test(w) || dimensionOf(w) !== undefined || w === 'it')) {
    const by = words.findIndex((w) => w === 'by' || /^by=/.test(w));
    if (by < 0) return undefined;
    const current = words[by] === 'by' ? [words[by + 1]!] : splitOf(words[by]!)!;
    const out = dims.find((x) => current.includes(x));
    const put = dims.find((x) => !current.includes(x));
    // (one dimension named: the split is the only one there is)
    const from = out ?? (dims.length === 1 && current.length === 1 ? current[0] : undefined);
    if (!put || !from || (dims.length === 2 && !out)) return undefined;
    const next = current.map((x) => (x === from ? put : x));
    return run(words[by] === 'by' ? [...words.slice(0, by + 1), next[0]!, ...words.slice(by + 2)] : words.map((w, i) => (i === by ? `by=${next.join(',')}` : w)));
  }
  // "forget the split", "no breakdown": revenue's figures without its movers' split
  if (d.command === revenueCommand && t.some((w) => FORGET.has(w)) && t.some((w) => SPLIT.test(w)) && only(t, (w) => FORGET.has(w) || SPLIT.test(w) || w === 'it')) {
    const by = words.indexOf('by');
    return by < 0 ? undefined : run([...words.slice(0, by), ...words.slice(by + 2)]);
  }
  // "flip it to android", "make it canada", "switch to banner": the filter of that kind, another value
  // (the value alone: a period, split, figure or second filter said with it is more than this edit)
  const values = [r.os, r.country, r.format].filter(Boolean).length;
  const alone = values === 1 && !r.countries && r.range === undefined && !r.by.length && !r.metrics.length && !r.intents.size && !r.apps.length && !r.bidder && !r.rank && !r.vs && r.unknown.every((w) => SWAP.has(w));
  const filter = !alone ? undefined : r.os ? ['os', r.os] : r.country ? ['country', r.country] : r.format ? ['format', r.format] : undefined;
  if (filter && t.some((w) => SWAP.has(w)) && only(t, (w, i) => SWAP.has(w) || INTO.has(w) || w === 'it' || w === 'that' || r.used[i] === true)) {
    const at = words.findIndex((w) => w.toLowerCase().startsWith(`${filter[0]}=`));
    return at < 0 ? undefined : run(words.map((w, i) => (i === at ? `${filter[0]}=${filter[1]}` : w)));
  }
  // "give me 10 rows not 5", "10 rows instead of 5": the count of a ranked table
  const rank = words.findIndex((w) => /^(top|bottom)=\d+$/.test(w));
  const current = rank >= 0 ? Number(words[rank]!.split('=')[1]) : undefined;
  const asked = t.map(count).filter((n): n is number => n !== undefined && n !== current);
  if (d.command === breakdownCommand && current !== undefined && asked.length === 1 && t.some((w) => ROWS.test(w)) && only(t, (w) => ROWS.test(w) || count(w) !== undefined || ['not', 'instead', 'of', 'give', 'show', 'make', 'it'].includes(w))) {
    return run(words.map((w, i) => (i === rank ? `${w.split('=')[0]}=${asked[0]}` : w)));
  }
  // "show all apps", "all of them", "the full list" after a ranked table: every row (the rank dropped — twenty-third round)
  const split = words.find((w) => /^by=/.test(w))?.slice(3).split(',') ?? [];
  const whole = t.some((w) => WHOLE.has(w)) && only(t, (w) => WHOLE.has(w) || ROWS.test(w) || ['show', 'give', 'see', 'list', 'of', 'them', 'it', 'instead', 'rows'].includes(w) || split.includes(dimensionOf(w) ?? ''));
  if (d.command === breakdownCommand && rank >= 0 && whole) return run(words.filter((_, i) => i !== rank));
  return undefined;
}

/** "watch it" after an A/B test: watch that test (here, when said). */
/** What a watch does, said beside it: "watch it and post updates here in the channel" (round 48). */
/** (round 49: "… when it flips", "when the verdict changes": when a watch posts, which is what it does) */
const WATCH_TOLD = new Set(['channel', 'post', 'posting', 'updates', 'update', 'keep', 'when', 'flips', 'flip', 'changes', 'turns', 'verdict', 'status', 'result']);

/** Words that only say where a watch posts: "(actually) post it in here", "send it to this channel instead" (round 53). */
const POSTED_HERE = new Set(['actually', 'post', 'send', 'put', 'it', 'them', 'that', 'in', 'into', 'to', 'this', 'channel', 'here', 'instead', 'can', 'could', 'you', 'please', 'pls', 'rather', 'than', 'of', 'dm', 'dms', 'not', 'my', 'me', 'a']);

export function watchThat(previous: string, r: Reading): Composed | undefined {
  const [name, id] = previous.trim().replace(/^\/adops\b\s*/i, '').split(/\s+/);
  const t = r.tokens.words;
  // ("actually post it in here" after `abtest watch abt_…`: the same watch, posting here — round 53; never a DM asked for)
  const watched = previous.trim().replace(/^\/adops\b\s*/i, '').split(/\s+/);
  if (name === abtestCommand.name && id === 'watch' && /^abt_/i.test(watched[2] ?? '') && watched.length === 3 && (t.includes('here') || t.some((w, i) => w === 'channel' && t[i - 1] === 'this')) && !t.some((w, i) => (w === 'dm' || w === 'dms' || w === 'me') && t[i - 1] !== 'of' && t[i - 2] !== 'instead') && t.every((w) => POSTED_HERE.has(w))) return { kind: 'command', text: `${watched.join(' ')} here` };
  if (name !== abtestCommand.name || !/^abt_/i.test(id ?? '') || !t.some((w) => WATCH.has(w)) || !t.every((w) => WATCH.has(w) || FILLER.has(w) || WATCH_TOLD.has(w))) return undefined;
  return { kind: 'command', text: [abtestCommand.name, 'watch', id, (t.includes('here') || t.includes('channel')) && 'here'].filter(Boolean).join(' ') };
}

/** Words of a test's whole run: "the whole run", "the entire test", "all of it", "since it started" (round 51). */
const RUN_WORDS = new Set(['run', 'test', 'experiment', 'thing', 'duration', 'lifetime', 'since', 'start', 'started', 'began', 'launch', 'launched', 'days', 'not', 'over', 'of']);

/** "and the whole run?", "whole test not only 7 days" after an A/B test over some days: the test over its whole run (its report without a period). */
export function wholeRun(previous: string, r: Reading): Composed | undefined {
  const [name, id, ...rest] = previous.trim().replace(/^\/adops\b\s*/i, '').split(/\s+/);
  const t = r.tokens.words;
  const whole = t.findIndex((w) => ['whole', 'entire', 'full', 'all'].includes(w));
  // ("not the whole run": a negation before it asks something else)
  if (name !== abtestCommand.name || !/^abt_/i.test(id ?? '') || !rest.length || whole < 0 || t.slice(0, whole).some((w) => ['not', 'no', 'without', 'except'].includes(w))) return undefined;
  // (only glue, the run's words and the count of days left behind: "not only 7 days"; "test" said is no other report)
  if ([...r.intents].some((c) => c !== abtestCommand) || r.metrics.length || !t.every((w) => FILLER.has(w) || WHOLE.has(w) || RUN_WORDS.has(w) || /^\d{1,3}$/.test(w))) return undefined;
  return { kind: 'command', text: `${abtestCommand.name} ${id}` };
}

/** "which one dropped the most?" after revenue's movers by a dimension: what that answer ranks already. */
export function moversAgain(previous: string, r: Reading): Composed | undefined {
  const text = previous.trim().replace(/^\/adops\b\s*/i, '');
  const t = r.tokens.words;
  if (!new RegExp(`^${revenueCommand.name}\\b.* by [a-z_]+\\b`).test(text) || !t.includes('movers') || !t.every((w) => w === 'movers' || w === 'one' || FILLER.has(w))) return undefined;
  return { kind: 'command', text };
}

/**
 * "ok so how much did we make yesterday", "what was the total" after an explanation: the amount
 * itself, the revenue report over the explanation's period and filters — not the explanation again
 * (issue 38's twenty-third round). Only where the explanation's filters are the report's own.
 */
export function amountAfterWhy(previous: string, r: Reading, days: Days): Composed | undefined {
  const [name, , ...rest] = previous.trim().replace(/^\/adops\b\s*/i, '').split(/\s+/);
  const t = r.tokens.words;
  const amount = t.some((w, i) => w === 'how' && t[i + 1] === 'much') || t.includes('total');
  if (name !== whyCommand.name || !amount || r.intents.size || t.includes(whyCommand.name) || r.metrics.some((m) => m !== METRIC.revenue)) return undefined;
  if (rest.some((w) => /^(?:app|format|ad_unit|bidder|tz)=/i.test(w))) return undefined;
  // (a period said is the report's, in place of the explanation's)
  const said = r.range ? rangeFor(r, revenueCommand, days) : '';
  if (said === undefined) return undefined;
  const kept = said ? rest.filter((w) => /^[a-z_]+=/i.test(w) && !/^vs=/i.test(w)) : rest;
  return { kind: 'command', text: [revenueCommand.name, said, ...kept].filter(Boolean).join(' ') };
}

/** The thread's command edited by a few words, or the amount, the hour or the table (./why-split.ts) a short follow-up asks of it. */
export function threadEdit(previous: string, r: Reading, days: Days, said = ''): Composed | undefined {
  return hourlyGrain(previous, r) ?? wholeRun(previous, r) ?? twoSplits(previous, r) ?? editMore(previous, r) ?? amountAfterWhy(previous, r, days) ?? hourOfTable(previous, r, days) ?? whyBrokenDown(previous, r, said) ?? countOfDays(previous, r);
}
