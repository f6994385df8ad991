// Auction stats over a period the command refuses (round 49, the eighty-sixth set): its figures are
// read in one call of at most 31 days, never before 2020 (src/reports/auction.ts), so "auction stats
// for all of 2019" or "for last quarter" would only run into the refusal. Asked back, with the
// auction stats of the last month and the period's revenue (which reads longer periods) offered.
// So too reconcile (round 50, the ninety-first set): the networks' side is read in windows of at most
// 31 dates (src/api/resources/demand.ts), so "reconcile for the full quarter" or "reconcile ytd" —
// which the grammar takes, relative periods being resolved only at run time — is asked back.
// Any other report over a period before 2020 is asked back too (round 50, the eighty-seventh set:
// "what was our revenue in 2019?"): the reporting API has nothing before 2020-01-01
// (src/time/api-range.ts), so the command would only run into the refusal.
import { auctionCommand } from '../auction/index.js';
import { reconcileCommand } from '../reconcile/index.js';
import { revenueCommand } from '../revenue/index.js';
import { DEMAND_MAX_DATES } from '../../src/api/index.js';
import { COMMANDS } from '../registry.js';
import { daysBetween } from '../../src/time/resolve.js';
import { specToText } from '../../src/time/range.js';
import { commandRange } from './command-range.js';
import { parses } from './command-text.js';
import type { Days, Understanding } from './compose.js';

const MOST_DAYS = 31;
const FIRST_DAY = '2020-01-01';

/** The understanding, or a question back where it is auction stats over more than 31 days or before 2020, or another report before 2020. */
export function auctionSpan(u: Understanding, days: Days): Understanding {
  if (u.kind !== 'command') return u;
  const [name, stats, ...words] = u.text.split(/\s+/);
  if (name === reconcileCommand.name) {
    const span = reconcileSpan(u, [stats ?? '', ...words], days);
    return span === u ? beforeData(u, days) : span;
  }
  if (name !== auctionCommand.name || stats !== 'stats') return beforeData(u, days);
  const taken = commandRange(words, auctionCommand, days, { hours: true });
  if (!taken || taken.spec.kind === 'hours') return u;
  const { spec, range } = taken;
  const length = daysBetween(range.startDate, range.endDate) + 1;
  if (length <= MOST_DAYS && range.startDate >= FIRST_DAY) return u;
  const why = length > MOST_DAYS ? `at most ${MOST_DAYS} days at a time` : `nothing before ${FIRST_DAY}`;
  const suggestions = [`${auctionCommand.name} stats last month`, range.startDate >= FIRST_DAY && `${revenueCommand.name} ${specToText(spec)}`].filter((t): t is string => typeof t === 'string' && parses(t));
  return { kind: 'clarify', reason: `Auction stats cover ${why}; which period do you mean?`, suggestions };
}

/** Reconcile over more dates than one window of the networks' figures holds (resolved in UTC, as it runs): asked, the last 30 days and last month offered. */
function reconcileSpan(u: Understanding & { kind: 'command' }, words: string[], days: Days): Understanding {
  const range = commandRange(words.filter(Boolean), reconcileCommand, days, { hours: false })?.range;
  if (!range) return u;
  if (daysBetween(range.startDate, range.endDate) + 1 <= DEMAND_MAX_DATES) return u;
  const gap = words.find((w) => /^gap=/.test(w));
  const suggestions = ['last 30d', 'last month'].map((p) => [reconcileCommand.name, p, gap].filter(Boolean).join(' ')).filter(parses);
  return { kind: 'clarify', reason: `Reconcile compares at most ${DEMAND_MAX_DATES} days at a time; which period do you mean?`, suggestions };
}

/** A report whose period starts before the API's first day: asked back, the same report over 2020 offered. */
function beforeData(u: Understanding & { kind: 'command' }, days: Days): Understanding {
  const words = u.text.split(/\s+/);
  // (a comparison with a period before it: "revenue 2021 vs 2019" — the period alone offered)
  const vs = words.find((w) => /^vs=\d{4}-\d\d-\d\d/.test(w));
  if (vs && vs.slice(3, 13) < FIRST_DAY) return { kind: 'clarify', reason: `The reporting API has nothing before ${FIRST_DAY} to compare with; which period do you mean?`, suggestions: [words.filter((w) => w !== vs).join(' ')].filter(parses) };
  const command = COMMANDS.find((c) => c.name === words[0]);
  const taken = command && commandRange(words.filter((w) => !w.startsWith('vs=')), command, days, { hours: false });
  if (!taken || taken.spec.kind !== 'dates' || taken.range.startDate >= FIRST_DAY) return u;
  const suggestions = [[...taken.rest, `${FIRST_DAY}..2020-12-31`].join(' ')].filter(parses);
  return { kind: 'clarify', reason: `The reporting API has nothing before ${FIRST_DAY}; which period do you mean?`, suggestions };
}
