// Follow-ups that edit the thread's command rather than name a part of their own (issue 38's seventh
// round): a filter taken off ("drop the country filter", "remove the os filter", "all countries
// again"), a figure put beside the table's ("add ecpm", "also show fill"), the rows kept by a figure
// of the table ("only the ones over $5", "just those above 1000"), a span before the one asked
// ("and the 7 before that?", "the week before that", "the previous period"), an A/B test to be told
// about ("ping me when it changes"), a requests export's status ("errors only") and reconciling's
// gap ("tighten to 1%"). Each is the
// previous command with that one part changed; anything else in the words leaves it to ./follow-up.ts.
import { DateTime } from 'luxon';
import { abtestCommand } from '../abtest/index.js';
import { breakdownCommand } from '../breakdown/index.js';
import { dispatch } from '../dispatch.js';
import { exportCommand } from '../export/index.js';
import { reconcileCommand } from '../reconcile/index.js';
import { COMMANDS } from '../registry.js';
import { addDays, daysBetween, resolveRange } from '../../src/time/resolve.js';
import { takeRange } from '../../src/time/range.js';
import { UTC_COMMANDS, type Composed, type Days } from './compose.js';
import { calendarUnit } from './calendar-unit.js';
import { commandRange } from './command-range.js';
import { FILLER } from './lexicon.js';
import { dimensionOf, metricOf, type Reading } from './reading.js';

const DROP = new Set(['drop', 'remove', 'lose', 'clear', 'without', 'no', 'ditch', 'kill', 'undo', 'unfilter']);
// ("and for revenue?" replaces the figure: ../follow-up.ts)
// ("with ecpm" after a table: "with" keeps both, as "too" and "add" do — round 40; "and ecpm" alone replaces it)
const ADD = new Set(['add', 'also', 'plus', 'include', 'including', 'too', 'with']);
/** The words of "for those (same) rows", the table's rows pointed at. */
const SAME_ROWS = /^(and|for|of|on|those|these|them|the|same|ones|rows|what|about|how|show|me|give|now)$/;
/** Option keys of each dimension a filter is written with. */
const FILTER_KEYS: Readonly<Record<string, readonly string[]>> = { country: ['country'], os: ['os', 'device_os', 'platform'], app: ['app'], format: ['format'], bidder: ['bidder', 'source'], ad_unit: ['ad_unit'] };
const COMPARING = new Set(['vs', 'v', 'versus', 'against', 'compared', 'compare', 'comparing', 'vs.']);
const TELL = new Set(['ping', 'notify', 'tell', 'message', 'dm', 'alert', 'let']);
const CHANGE = /^(changes?|changed|moves?|flips?|finish(es)?|ends?|done|decides?|concludes?|reaches|significant|significance|sig)$/;
/** A requests export's statuses said as words. */
const STATUS_WORDS: Readonly<Record<string, string>> = { errors: 'error', error: 'error', errored: 'error', failed: 'error', failures: 'error', timeouts: 'timeout', filled: 'filled', fills: 'filled' };

/** "same a week earlier", "the same thing two days back", "and 3 weeks before": a span moved back, said alone. */
const BACK = /^(?:(?:and|but|now|ok|okay|so|then) )*(?:the )?(?:same(?: thing| again)? )?(?:but )?(a|one|two|three|\d) (day|week)s? (?:earlier|before|back|prior)$/;
const COUNTS: Readonly<Record<string, number>> = { a: 1, one: 1, two: 2, three: 3 };
/** The words of a period under way to date: "mtd", "this month". */
const TO_DATE = /^(?:mtd|qtd|ytd|month|quarter|year)$/i;
const optionKey = (w: string) => /^([A-Za-z_.]+)=/.exec(w)?.[1]?.toLowerCase();
/** A requests export's rows said around their status ("only the ones that timed out", "include only the no-fill requests"). */
const STATUS_ROWS = new Set(['ones', 'requests', 'request', 'rows', 'include', 'keep', 'show', 'which', 'where', 'were', 'got', 'have', 'had', 'filter', 'limit', 'status']);
/** ("how many timed out?": a count or a rate asked, not the rows narrowed) */
const COUNT_ASKED = new Set(['how', 'many', 'much', 'rate', 'what', 'count', 'number']);
/** ("the ones that didn't time out", "not the timeouts": the status negated, which the export's one status cannot say — round 50's review) */
const NEGATED = /^(?:not|no|never|without|except|excluding|exclude|excludes|non|n't|(?:did|do|does|was|were|is|are|has|have|had)(?:n'?t|nt))$/;
const negated = (t: readonly string[]) => t.some((w, i) => NEGATED.test(w) && !NO_FILL.test(`${w}-${t[i + 1] ?? ''}`));
const [TIMED_OUT, NO_FILL] = [/^(?:timed|time) outs?$/, /^(?:no-?fills?|unfilled)$/];
const only = (t: readonly string[], allowed: (w: string, i: number) => boolean) => t.every((w, i) => FILLER.has(w) || allowed(w, i));

export function editThat(previous: string, r: Reading, days: Days): Composed | undefined {
  const text = previous.trim().replace(/^\/adops\b\s*/i, '');
  const before = dispatch(COMMANDS, text);
  if (before.kind !== 'run') return undefined;
  const [name, ...words] = text.split(/\s+/);
  const t = r.tokens.words;
  const run = (out: readonly string[]): Composed => ({ kind: 'command', text: [name, ...out].join(' ') });

  // "drop the country filter", "remove the os filter", "no platform filter": that filter off.
  const dropped = t.findIndex((w) => DROP.has(w));
  const dim = t.map((w) => dimensionOf(w)).find((d) => d && FILTER_KEYS[d]);
  if (dropped >= 0 && dim && only(t, (w) => DROP.has(w) || dimensionOf(w) === dim || /^filters?$/.test(w))) {
    const kept = words.filter((w) => !FILTER_KEYS[dim]!.includes(optionKey(w) ?? ''));
    return kept.length < words.length ? run(kept) : undefined;
  }
  // "drop the ios", "remove germany": the filter holding the one value named off, when the thread's command has it (round 40)
  const valued = ([['os', r.os], ['country', r.country], ['format', r.format]] as const).filter(([, v]) => v !== undefined);
  // (an order said first: "why did android drop" is a fall asked about, not the filter off)
  const ordered = t.slice(0, dropped).every((w) => /^(and|ok|okay|now|then|so|pls|please|can|could|you|also)$/.test(w)) && !r.intents.size;
  if (dropped >= 0 && ordered && !dim && valued.length === 1 && t[dropped] !== 'without' && t[dropped] !== 'no' && only(t, (w, i) => DROP.has(w) || r.used[i] === true)) {
    const [key, value] = valued[0]!;
    const kept = words.filter((w) => !(FILTER_KEYS[key]!.includes(optionKey(w) ?? '') && w.slice(w.indexOf('=') + 1).toLowerCase() === value!.toLowerCase()));
    return kept.length < words.length ? run(kept) : undefined;
  }
  // "add ecpm", "also fill": a figure beside those of the table. ("and fill rate for those": for the
  // same rows, so beside the figure they were picked by, where "and fill rate?" alone replaces it.)
  const metrics = words.find((w) => optionKey(w) === 'metrics');
  // ("add impressions per user": the figure the reader made of its words, one derived per user — round 50)
  const perUser = (w: string, i: number) => r.used[i] === true && /^(?:per|user|users|dau)$/.test(w) && r.metrics.some((m) => m === 'arpdau' || m === 'imps_per_user');
  const added = t.some(perUser) ? [...r.metrics] : t.map((w) => metricOf(w)).filter((m): m is NonNullable<typeof m> => m !== undefined);
  const sameRows = /\b(?:for|of|on) (?:those|these|them|the same)(?: (?:ones|rows|\w+(?:ies|s)))?\b/.test(t.join(' '));
  if (name === breakdownCommand.name && metrics && added.length && !t.includes('instead') && (t.some((w) => ADD.has(w)) || /\bas well\b/.test(t.join(' ')) || sameRows) && only(t, (w, i) => ADD.has(w) || metricOf(w) !== undefined || perUser(w, i) || w === 'show' || w === 'too' || w === 'as' || w === 'well' || w === 'rate' || (sameRows && (SAME_ROWS.test(w) || dimensionOf(w) !== undefined)))) {
    const all = [...new Set([...metrics.split('=')[1]!.split(','), ...added])];
    return run(words.map((w) => (w === metrics ? `metrics=${all.join(',')}` : w)));
  }
  // "only the ones over $5", "just those above 1000": the rows kept by the table's first figure; "only rows over $1k rev",
  // "only rows with ecpm above 5": by the table's figure named (one it shows — round 50).
  const over = t.findIndex((w) => ['over', 'above', 'exceeding'].includes(w) || (w === 'more' && t[t.indexOf(w) + 1] === 'than'));
  const amount = t.find((w) => /^\$?\d+(\.\d+)?$/.test(w));
  const columns = metrics?.split('=')[1]!.split(',') ?? [];
  const keptBy = added.length === 1 && columns.includes(added[0]!) ? added[0] : added.length ? undefined : columns[0];
  if (name === breakdownCommand.name && keptBy && over >= 0 && amount && only(t, (w) => /^(ones|those|rows|ones|over|above|exceeding|more|than|with|rate)$/.test(w) || w === amount || metricOf(w) !== undefined)) {
    return run([...words.filter((w) => optionKey(w) !== 'having'), `having=${keptBy}>${amount.replace('$', '')}`]);
  }
  // "and the 7 before that?", "the week before that", "the previous period": the span before, as long.
  // ("just the week before", ending the ask: that week alone — said bare, "and the week before?" is left to the passes after; round 48)
  // ("vs the week before that", "against the month before it": that span compared, not moved to — ./compared-with.ts; round 38)
  const span = t.some((w) => COMPARING.has(w)) ? -1 : t.findIndex((w, i) => (w === 'before' && (['that', 'it', 'this'].includes(t[i + 1] ?? '') || (i === t.length - 1 && /^(week|month|quarter|year)$/.test(t[i - 1] ?? '') && t.some((x) => x === 'just' || x === 'only')))) || ((w === 'previous' || w === 'prior') && /^(period|span|one|stretch)$/.test(t[i + 1] ?? '')));
  if (span >= 0 && only(t, (w) => /^(before|that|it|this|previous|prior|period|span|one|stretch|days?|weeks?|months?|quarters?|years?|\d{1,3})$/.test(w))) {
    const { spec, rest } = takeRange(words, { hours: false });
    if (!spec) return undefined;

    const zone = UTC_COMMANDS.has(before.command) ? 'UTC' : days.now.zoneName ?? 'UTC';
    const was = resolveRange(spec, { nowMs: days.now.toMillis(), tz: zone });
    const length = daysBetween(was.startDate, was.endDate) + 1;
    // "the month before that" after a calendar month: the month before it; "the quarter before that"
    // after a calendar quarter, "the year before that" after a calendar year, alike (issue 38's fifteenth round).
    // ("and the one before that" after a calendar quarter: the quarter before, not as many days before; round 47)
    const unitOf = (t.find((w) => /^(months?|quarters?|years?)$/.test(w))?.replace(/s$/, '') as 'month' | 'quarter' | 'year' | undefined) ?? (t.some((w) => /^(weeks?|days?|\d{1,3})$/.test(w)) ? undefined : calendarUnit(was.startDate, was.endDate));
    if (unitOf) {
      const first = DateTime.fromISO(was.startDate);
      if (!first.equals(first.startOf(unitOf)) || DateTime.fromISO(was.endDate).toISODate() !== first.endOf(unitOf).toISODate()) return undefined;
      const prior = first.minus({ [`${unitOf}s`]: 1 });
      return run([...rest, `${prior.toISODate()}..${prior.endOf(unitOf).toISODate()}`]);
    }
    // ("the week before that" after one day, "the 3 before that" after seven: another length, asked)
    const n = Number(t.find((w) => /^\d{1,3}$/.test(w)) ?? 1);
    const unit = t.some((w) => /^weeks?$/.test(w)) ? 7 : 1;
    if ((t.some((w) => /^(weeks?|days?|\d{1,3})$/.test(w)) || unit > 1) && n * unit !== length) return undefined;
    return run([...rest, length === 1 ? addDays(was.startDate, -1) : `${addDays(was.startDate, -length)}..${addDays(was.startDate, -1)}`]);
  }
  // ("same a week earlier", "the same thing two days back": the thread's span moved back so far, as long — round 50)
  const back = t.some((w) => COMPARING.has(w)) ? null : BACK.exec(t.join(' '));
  if (back) {
    // (hours, "why revenue 2026-11-26T10:00..": not moved here — asked; round 50's review)
    const taken = commandRange(words, before.command, days, { hours: false });
    // (the month, quarter or year to date, "mtd": moved as days it crosses into the month before — which is meant is asked)
    if (!taken || words.some((w) => !taken.rest.includes(w) && TO_DATE.test(w))) return undefined;
    const { rest, range: was } = taken;
    const by = (COUNTS[back[1]!] ?? Number(back[1])) * (back[2] === 'week' ? 7 : 1);
    const [start, end] = [addDays(was.startDate, -by), addDays(was.endDate, -by)];
    // (a comparison with dates of its own moves back with them: compared with itself otherwise)
    const moved = rest.map((w) => (/^vs=\d{4}-\d\d-\d\d(?:\.\.\d{4}-\d\d-\d\d)?$/i.test(w) ? `vs=${w.slice(3).split('..').map((d) => addDays(d, -by)).join('..')}` : w));
    return run([...moved, start === end ? start : `${start}..${end}`]);
  }
  // "ping me when it changes" after an A/B test: a watch of it.
  if (name === abtestCommand.name && /^abt_/i.test(words[0] ?? '') && t.some((w) => TELL.has(w)) && t.some((w) => CHANGE.test(w)) && only(t, (w) => TELL.has(w) || CHANGE.test(w) || ['me', 'us', 'know', 'once', 'if', 'when', 'whenever'].includes(w))) {
    return { kind: 'command', text: `${abtestCommand.name} watch ${words[0]}` };
  }
  // "errors only", "just the timeouts" after a requests export: its status; "only the ones that timed out", "include only the no-fill ones" too (round 50).
  const status = t.map((w, i) => STATUS_WORDS[w] ?? (TIMED_OUT.test(`${w} ${t[i + 1]}`) ? 'timeout' : NO_FILL.test(w) ? 'no_fill' : undefined)).find(Boolean);
  if (name === exportCommand.name && words[0] === 'requests' && status && !t.some((w) => COUNT_ASKED.has(w)) && !negated(t) && only(t, (w, i) => STATUS_WORDS[w] !== undefined || STATUS_ROWS.has(w) || NO_FILL.test(w) || TIMED_OUT.test(`${w} ${t[i + 1]}`) || TIMED_OUT.test(`${t[i - 1]} ${w}`))) {
    return run([...words.filter((w) => optionKey(w) !== 'status'), `status=${status}`]);
  }
  // "tighten to 1%", "5% instead" after reconciling: its gap.
  if (name === reconcileCommand.name && r.gap && !r.range && !r.intents.size && !r.metrics.length && only(t, (w, i) => r.used[i]!)) {
    return run([...words.filter((w) => optionKey(w) !== 'gap'), `gap=${r.gap}`]);
  }
  return undefined;
}
