// Words a thread's command gives a meaning (issue 38's thirty-fifth round), beside ./thread-words.ts
// and read with it, before anything is read:
// - "that week", "that month" where the thread's question is of a week (a month): the thread's
//   period ("auction stats for that week" after `why fill_rate last week`); after any other period,
//   or with no thread, which week is not in the words: left as typed, asked back;
// - "and my alerts", "and the digests?" under a list (digests, alerts, Tasks, A/B tests): another list
//   asked for, the "and" no refinement of the list above;
// - "the paris digest" under the Tasks list: that Task, its row named by its words (./list-row.ts);
// - "and format also", "and country too, two levels" under a split: that split added, as "and by format
//   also" is read (round 43; bare "and format" stays as typed, a filter or a split); "and formats?",
//   the rows asked for in the plural, that split instead, as "and by format" is read (round 50);
// - "add delta", "plus bravo" under partners' figures of named sources: that source added, as "and delta too";
// - "through yesterday only" under the month to date: from the 1st to yesterday, as "mtd through yesterday" is read;
// - "last week same split", "same breakdown for october" under a split: the thread's split kept, so the words
//   say nothing but the rest ("split" alone would begin a split with nothing after it — round 45);
// - "where's the gap coming from", "why the difference" under revenue compared (`vs=`): the gap is the
//   comparison's, so what moved it ("why"), never the networks' gaps (reconcile) — round 45;
// - "why rejected", "the rejected ones?" under auction stats or bids: the bids' rejection reasons, as
//   "rejection reasons" is read there (round 49; with no auction thread, what was rejected is not said);
// - "switch to fill", "swap over to ecpm" under any command: that figure instead, as "fill instead" is
//   read (round 49; a figure alone; with no thread, what is switched from is not said).
import { pausedBack } from './paused-back.js';
import { periodOf, subcommandOf } from './command-text.js';
import { threadWords } from './thread-words.js';
import { tasksCommand } from '../tasks/index.js';
import { revenueCommand } from '../revenue/index.js';
import { whyCommand } from '../why/index.js';
import { auctionCommand } from '../auction/index.js';
import { metricOf } from './reading.js';

// (never "the same week last year", "that week's monday": another period, or a day in it)
const THAT = /(?<!\b(?:vs\.?|versus|than|to|with|against) )\b(?:(?:for|in|of|during|over) )?that (week|month)\b(?! (?:last|this|next|a|before|after|of|in)\b|')/gi;
// ("and eCPM ranking for the same quarter" under bidders over Q3's dates: the thread's period, whatever its form — round 50;
// never "the same quarter last year", "compared with the same period": another period)
const SAME_PERIOD = /(?<!\b(?:vs\.?|versus|than|to|with|against) )\b(?:(?:for|in|of|during|over) )?the same (quarter|month|week|day|period|days|dates|span)\b(?! (?:last|a|the|of|in|one|as|before|after|that|to|so|prior|earlier|ago)\b|')/gi;
/** Days a unit's span may hold ("the same month" of a thread over 2026-07-01..2026-09-30 is no month of it — round 50's review). */
const UNIT_DAYS: Readonly<Record<string, readonly [number, number]>> = { day: [1, 1], week: [7, 7], month: [28, 31], quarter: [89, 92] };
/** Whether the thread's dates, "2026-07-01..2026-09-30", span one such unit. */
function spans(period: string, unit: string): boolean {
  const m = /^(\d{4}-\d\d-\d\d)\.\.(\d{4}-\d\d-\d\d)$/.exec(period);
  const fits = UNIT_DAYS[unit.toLowerCase()];
  if (!m || !fits) return false;
  const days = Math.round((Date.parse(m[2]!) - Date.parse(m[1]!)) / 86_400_000) + 1;
  return days >= fits[0] && days <= fits[1];
}
/** A list command alone: its subcommand and, at most, the word list. */
const LIST = /^\s*(?:\/adops )?[a-z]+(?: list)?\s*$/i;

/** A split added under a split: "and <split> also" (a second language's "two level" after it, a nesting said). */
const SPLIT_ADDED = /^\s*(?:and|plus) (countries|country|formats|format|os|platforms|platform|apps|app|ad units|ad unit) (also|too|as well)(?:,?\s*(?:two|2) levels?)?\s*[?.!]*\s*$/i;

/** "and formats?", "what about the countries" under a split: the rows asked for by another split, as "and by format" is (round 50; plural only — "and format" stays as typed). */
const SPLIT_ASKED = /^\s*(?:and|what about|how about) (?:the |which |what )?(countries|formats|platforms|apps|ad units)\s*[?.!]*\s*$/i;
const UNTIL_YESTERDAY = /^\s*(?:only )?(?:through|thru|until|till|up to) yesterday(?: only)?\s*[?.!]*\s*$/i;
const SAME_SPLIT = /,?\s*\b(?:(?:with|using|keeping|keep|in|on|at|and|but)\s+)?(?:the\s+)?same\s+(?:split|splits|breakdown|cut|cuts|grouping|dimensions?|slicing|slice)\b\s*,?/i;
const GAP_WHY = /^\s*(?:so |and |ok |okay )?(?:where(?:'s|’s| is| does| did)? (?:the|that|this) (?:gap|difference|delta|shortfall)(?: (?:is )?(?:come|coming|came))? from|why (?:the|that|this|is there a|is there such a) (?:gap|difference|delta|shortfall)|what(?:'s|’s| is) (?:behind|driving|causing|explaining) (?:the|that|this) (?:gap|difference|delta|shortfall)|(?:explain|account for) (?:the|that|this) (?:gap|difference|delta|shortfall))\s*[?.!]*\s*$/i;
const REJECTED = /^\s*(?:and |so |ok |okay )?(?:why (?:(?:were|are|r|was|did|do|is) )?(?:they |these |those |so many |many |the bids |bids )?(?:get |got |getting |being )?rejected|(?:the )?rejected (?:ones|bids)|what got rejected)(?: pls| please| thx)?\s*[?.!]*\s*$/i;
const SWITCH_TO = /^\s*(?:ok |okay |now |and |can you |pls |please )?(?:switch|swap|change)(?: (?:it|that|this|the (?:metric|figure|chart|table)))?(?: over| back)? to (?!(?:on|off)\b)(\S.*?)\s*[?.!]*\s*$/i;
const SOURCE_ADDED = /^\s*(?:add|plus|include)(?: bidder)? ([a-z]+)(?: too| as well)?\s*[?.!]*\s*$/i;

export function threadSaid(text: string, previous: string | undefined): string {
  // ("turn it back on" after a pause: resuming that one, ./paused-back.ts)
  const said = threadWords(pausedBack(text, previous), previous);
  if (!previous) return said;
  if (/\bby[= ][a-z_]+/.test(previous) && SPLIT_ADDED.test(said)) return said.replace(SPLIT_ADDED, 'and by $1 $2');
  if (/\bby[= ][a-z_]+/.test(previous) && SPLIT_ASKED.test(said)) return said.replace(SPLIT_ASKED, 'and by $1');
  if (/(?:^| )mtd(?= |$)/.test(previous) && UNTIL_YESTERDAY.test(said)) return 'from the 1st to yesterday';
  if (/\bby[= ][a-z_]+/.test(previous) && SAME_SPLIT.test(said)) return threadSaid(said.replace(new RegExp(SAME_SPLIT.source, 'gi'), ' ').replace(/\s+/g, ' ').trim(), previous);
  if (subcommandOf(previous) === revenueCommand && /(?:^| )vs=\S+/.test(previous) && GAP_WHY.test(said)) return whyCommand.name;
  // (one figure switched to, in at most three words: "switch to japan by country", "change it to os and format" are edits of
  // their own, and "flip it to android" under no OS flips nothing — asked, as before)
  const to = SWITCH_TO.exec(said)?.[1];
  if (to && !/\b(?:instead|by|and|per)\b|,/i.test(to) && to.split(/\s+/).length <= 3 && to.split(/\s+/).some((w) => metricOf(w.toLowerCase()))) return threadSaid(said.replace(SWITCH_TO, '$1 instead'), previous);
  if (subcommandOf(previous) === auctionCommand && REJECTED.test(said)) return `${auctionCommand.name} metric=rejection_reason`;
  if (/^\s*demand\b.*\bsource=/.test(previous) && SOURCE_ADDED.test(said)) return said.replace(SOURCE_ADDED, 'and $1 too');
  const period = periodOf(previous);
  const same = (all: string, unit: string) => (period && (/^(?:period|days|dates|span)$/i.test(unit) || spans(period, unit) || new RegExp(`\\b${unit}\\b`, 'i').test(period)) ? `for ${period}` : all);
  const kept = said.replace(SAME_PERIOD, same).replace(THAT, (all, unit: string) => (period && new RegExp(`\\b${unit}\\b|^${unit === 'month' ? 'mtd' : 'wtd'}$`, 'i').test(period) && !/\.\./.test(period) ? `for ${period}` : all));
  if (!LIST.test(previous) || !subcommandOf(previous)) return kept;
  const other = kept.replace(/^\s*and (?=(?:my |our |the |all )?(?:a\/b |ab )?[a-z]+s\b\s*[?.!]*\s*$)/i, '');
  // (under the Tasks list, a row named without the word "task": that Task's words)
  return subcommandOf(previous) === tasksCommand && /^\s*(?:and )?(?:the )?(?:[a-z]+ ){1,3}(?:digest|report|export|reconciliation|sync|job)\s*[?.!]*\s*$/i.test(other) ? `${other.replace(/[?.!]+\s*$/, '')} task` : other;
}
