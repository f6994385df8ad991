// The explanation (`why`) made of a reading: one figure, its period, filters and one segment; the
// asks it cannot answer (two figures, a bidder, a figure it cannot split) asked back.
import { BREAKDOWN_METRICS } from '../../src/api/index.js';
import { DERIVED_METRICS } from '../../src/reports/breakdown-users.js';
import { WHY_METRICS } from '../../src/reports/why-math.js';
import { biddersCommand } from '../bidders/index.js';
import { breakdownCommand } from '../breakdown/index.js';
import { whyCommand } from '../why/index.js';
import { appFilter, clarify, command, filters, type Composed } from './compose-reports.js';
import { METRIC } from './lexicon.js';
import type { Reading } from './reading.js';
import { weekdayNamedAsOther } from './weekday-apart.js';

export const isBreakdownMetric = (m: string) => (BREAKDOWN_METRICS as readonly string[]).includes(m) || (DERIVED_METRICS as readonly string[]).includes(m);
const isWhyMetric = (m: string) => (WHY_METRICS as readonly string[]).includes(m);
/** The words that name a comparison as such, and a day said in the words. */
const COMPARED = new Set(['vs', 'v', 'versus', 'compared', 'against']);
const DAY_SAID = /^(?:yesterday|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{4}-\d{2}-\d{2})$/;
/** Splits by time: an explanation's hours are its own (./follow-up.ts). */
const TIME_SPLITS = new Set(['hour', 'day', 'week', 'month']);
/** A figure pointed at, never named: "why did it drop". */
const PRONOUN = new Set(['it', 'its', "it's", 'things']);
/** A period of one day as the grammar writes it. */
const ONE_DAY = /^(?:yesterday|today|\d{4}-\d{2}-\d{2})$/;

export function why(r: Reading, range: string): Composed {
  // "what happened": which figure, when? A guess at revenue yesterday would be an answer to another question.
  if (!r.metrics.length && !range && !r.country && !r.os && !r.apps.length && !r.format) return clarify('What moved, and when?', [`${whyCommand.name} ${METRIC.revenue} yesterday`, `${whyCommand.name} ${METRIC.revenue} today`]);
  // ("why did it drop since 2am": "it" names no figure, with a period or not — which one moved is not in the words; round 43)
  if (!r.metrics.length && !r.country && !r.os && !r.apps.length && !r.format && r.tokens.words.some((w) => PRONOUN.has(w))) return clarify('Which figure moved?', [`${whyCommand.name} ${METRIC.revenue} ${range}`.trim(), `${whyCommand.name} ${METRIC.fill_rate} ${range}`.trim(), `${whyCommand.name} ${METRIC.ecpm} ${range}`.trim()]);
  // "why did ecpm and fill drop": two moves, explained one at a time.
  const moved = [...new Set(r.metrics.filter(isWhyMetric))];
  if (moved.length > 1) return clarify('I explain one figure at a time; which one first?', moved.map((m) => `${whyCommand.name} ${m} ${range}`.trim()));
  const metric = (r.metrics.find(isWhyMetric) ?? (r.metrics.length ? undefined : METRIC.revenue)) as string | undefined;
  const suggestion = `${whyCommand.name} ${METRIC.revenue} ${range}`.trim();
  if (!metric) return clarify(`I can explain a move in ${WHY_METRICS.join(', ')}, not in ${r.metrics[0]!.replace('_', ' ')}.`, [suggestion, `${breakdownCommand.name} by=day metrics=${isBreakdownMetric(r.metrics[0]!) ? r.metrics[0] : METRIC.revenue} last 14d`]);
  const { app, rest } = appFilter(r);
  const adUnit = r.ids.find((id) => /^au_/i.test(id));
  if (r.bidder) return clarify('An explanation cannot be narrowed to one bidder (the API breaks bidders down by nothing else); it looks at bidders itself.', [`${whyCommand.name} ${metric} ${range}`.trim(), `${biddersCommand.name} ${range}`.trim()]);
  const segments = [app && `app=${app}`, r.format && `format=${r.format}`, adUnit && `ad_unit=${adUnit}`].filter(Boolean);
  if (segments.length > 1) return clarify('I can narrow the explanation to one app, format or ad unit at a time.', segments.map((s) => `${whyCommand.name} ${metric} ${range} ${s}`.replace(/\s+/g, ' ')));
  // (one day's own baseline is the same weekday a week earlier: "the week before", or a premise "lower than last week's",
  // said of it is the default, left unwritten; "vs last week" names the comparison, written as a thread's "vs last week"
  // after why is — issue 38's thirtieth round)
  // (the day said before the comparison named: "fill 78% vs 85% last week", two figures quoted, says no day of its own)
  // ("what's driving the drop, by country and format": a split beside the question of what moved is the
  // table asked, or the explanation — which is not in the words; why takes no split, never dropped silently — round 41)
  const split = r.by.filter((d) => !TIME_SPLITS.has(d));
  if (split.length) return clarify('Do you want what moved it, or the figures split that way?', [why({ ...r, by: [] }, range), command(breakdownCommand.name, `by=${split.join(',')}`, `metrics=${metric}`, range, ...filters(rest), ...segments)].flatMap((x) => (x.kind === 'command' ? [x.text] : [])));
  const t = r.tokens.words;
  const named = !r.vsWeekBefore && t.some((w, i) => COMPARED.has(w) && t[['to', 'with'].includes(t[i + 1] ?? '') ? i + 2 : i + 1] === 'last' && t.slice(0, i).some((d) => DAY_SAID.test(d))) || weekdayNamedAsOther(t);
  return command(whyCommand.name, metric, range, r.vs && !(r.vs === 'week' && !named && ONE_DAY.test(range)) && `vs=${r.vs}`, ...filters(rest), segments[0] as string | undefined, ...r.options);
}
