// Readings put in the terms of the report that answers them, before a command is composed: the
// networks' figures against ours are reconcile's; who may see a figure is access's; a period
// compared with another named in words ("October vs September") is the comparison of the first.
import { accessCommand } from '../access/index.js';
import { demandCommand } from '../demand/index.js';
import { networkCommand } from '../network/index.js';
import { reconcileCommand } from '../reconcile/index.js';
import type { DateTime } from 'luxon';
import { versusText } from './date-text.js';
import { weekdayApart } from './weekday-apart.js';
import { againstOurs } from './against-ours.js';
import type { RangeWords } from './dates.js';
import type { Reading } from './reading.js';
import { isWholeUnit } from './unit-said.js';

/** Rewrites the reading in place; false when a period compared with lies ahead. */
export function reframe(r: Reading, today: DateTime): boolean {
  const words = r.tokens.words;
  // "are the networks' numbers the same as ours", "do the nets match": the networks against our own figures.
  if (r.intents.has(networkCommand) && (r.intents.has(reconcileCommand) || (words.some((w) => ['same', 'compare', 'compared', 'against', 'vs'].includes(w)) && words.some((w) => w === 'our' || w === 'ours')))) {
    r.intents.delete(networkCommand);
    r.intents.add(reconcileCommand);
    // ("check networks against our revenue": the words that set them against ours are what reconcile is; round 40)
    r.unknown = r.unknown.filter((w) => !['against', 'compared', 'compare', 'comparing', 'versus'].includes(w));
  }
  // "do bidder bravo's numbers match ours": a bidder's own report against ours is demand's (reconcile compares networks, and takes no bidder).
  // (the report named by its own name, "reconcile for bravo", stays reconcile's — and the bidder it cannot take is asked)
  if (r.intents.has(reconcileCommand) && r.bidder !== undefined && !r.intents.has(networkCommand) && !words.some((w) => w === reconcileCommand.name || reconcileCommand.aliases?.includes(w))) {
    r.intents.delete(reconcileCommand);
    r.intents.add(demandCommand);
  }
  // ("demand discrepancies", "bravo vs own numbers": a demand source's figures against ours, ./against-ours.ts)
  againstOurs(r);
  // "who can see revenue": who holds a capability; the figure is what it is over.
  if (r.intents.has(accessCommand) && words.includes('who')) {
    r.intents = new Set([accessCommand]);
    r.metrics = [];
  }
  // "October vs September": October, compared with the period before it (or with the one named).
  if (r.vsRange && r.range) {
    const vs = weekdayApart(words, r.range, r.vsRange, today) ?? versusText(r.range, r.vsRange, today);
    if (vs === undefined) return false;
    r.vs = vs;
    r.vsRange = undefined;
  }
  // "yesterday vs the week before": the same day a week earlier (the day before is "the day before");
  // "thanksgiving week vs the week before" (a week still running): the same days of the week before, not the days just before them.
  if (r.vs === 'previous' && r.vsWeekBefore && r.range && (oneDay(r.range, today) || weekSoFar(r.range, today))) r.vs = 'week';
  // ("fill rate in br vs prev week", no period said: the report's own day against the week before, as "vs last week" is — round 53)
  if (r.vs === 'previous' && r.vsWeekBefore && !r.range && !r.vagueRanges && !r.severalRanges && words.some((w, i) => (w === 'prev' || w === 'previous' || w === 'prior') && (words[i + 1] === 'week' || words[i + 1] === 'wk'))) r.vs = 'week';
  // "ecpm vs last month", "revenue for the same month last year", no period said: this month so far against
  // the one compared (as "this month vs last month" is read), not yesterday, which would drop the unit said.
  // ("yesterday vs last month", "this week vs last month": no like period — the same days a month before, or the month's? asked: ./unit-said.ts)
  if (r.vs === 'previous' && (r.vsUnit === 'month' || r.vsUnit === 'quarter') && r.range && !isWholeUnit(rangeText(r.range, today), r.vsUnit, today)) [r.vs, r.vsUncarried] = [undefined, true];
  if ((r.vs === 'previous' || r.vs === 'year') && r.vsUnit && !r.range) r.range = { grammar: { week: 'this week', month: 'mtd', quarter: 'this quarter' }[r.vsUnit] };
  // ("are we making more money than last year", no period said: the year so far against last year's, as "than last month" is this month so far — round 52)
  if (r.vs === 'year' && !r.range && words.some((w, i) => w === 'than' && words[i + 1] === 'last' && /^(?:year|yr)$/.test(words[i + 2] ?? ''))) r.range = { grammar: 'ytd' };
  return true;
}

/** Whether a period is one day. */
function oneDay(range: RangeWords, today: DateTime): boolean {
  if ('grammar' in range) return /^(?:yesterday|today|\d{4}-\d{2}-\d{2})$/.test(range.grammar);
  const days = 'days' in range ? range.days(today) : undefined;
  return days !== undefined && days.from === days.to;
}

/** Whether a period is a calendar week's first days, up to today (the week still running). */
function weekSoFar(range: RangeWords, today: DateTime): boolean {
  // ("this week vs last": the grammar's own week so far, when it has begun before today)
  if ('grammar' in range) return /^(?:this week|wtd)$/.test(range.grammar) && today.weekday > 1;
  const days = 'days' in range ? range.days(today) : undefined;
  return days !== undefined && days.from === today.startOf('week').toISODate() && days.to === today.toISODate() && days.from !== days.to;
}

/** A period's words as the grammar reads them: its own, or its days (hours are no month). */
function rangeText(range: RangeWords, today: DateTime): string {
  if ('grammar' in range) return range.grammar;
  const days = 'days' in range ? range.days(today) : undefined;
  return days ? `${days.from}..${days.to}` : '';
}
