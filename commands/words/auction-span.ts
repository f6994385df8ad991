// Auction stats over a period the command refuses (round 49, the eighty-sixth set): its figures are
// read in one call of at most 31 days, never before 2020 (src/reports/auction.ts), so "auction stats
// for all of 2019" or "for last quarter" would only run into the refusal. Asked back, with the
// auction stats of the last month and the period's revenue (which reads longer periods) offered.
import { auctionCommand } from '../auction/index.js';
import { revenueCommand } from '../revenue/index.js';
import { daysBetween, resolveRange } from '../../src/time/resolve.js';
import { specToText, takeRange } from '../../src/time/range.js';
import { parses } from './command-text.js';
import type { Days, Understanding } from './compose.js';

const MOST_DAYS = 31;
const FIRST_DAY = '2020-01-01';

/** The understanding, or a question back where it is auction stats over more than 31 days or before 2020. */
export function auctionSpan(u: Understanding, days: Days): Understanding {
  if (u.kind !== 'command') return u;
  const [name, stats, ...words] = u.text.split(/\s+/);
  if (name !== auctionCommand.name || stats !== 'stats') return u;
  let spec;
  try {
    spec = takeRange(words, { hours: true }).spec;
  } catch {
    return u;
  }
  if (!spec || spec.kind === 'hours') return u;
  const range = resolveRange(spec, { nowMs: days.now.toMillis(), tz: days.now.zoneName ?? 'UTC' });
  const length = daysBetween(range.startDate, range.endDate) + 1;
  if (length <= MOST_DAYS && range.startDate >= FIRST_DAY) return u;
  const why = length > MOST_DAYS ? `at most ${MOST_DAYS} days at a time` : `nothing before ${FIRST_DAY}`;
  const suggestions = [`${auctionCommand.name} stats last month`, `${revenueCommand.name} ${specToText(spec)}`].filter(parses);
  return { kind: 'clarify', reason: `Auction stats cover ${why}; which period do you mean?`, suggestions };
}
