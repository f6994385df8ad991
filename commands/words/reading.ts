// What a question asks about, as read from its words (./read.ts fills it, ./compose.ts and
// ./follow-up.ts make a command of it), and the small lookups of the lexicon both sides use.
import type { RegisteredCommand } from '../types.js';
import type { RangeWords } from './dates.js';
import { DIMENSION_WORDS, METRIC_WORDS, MOVEMENT, NUMBER_WORDS, type DimensionWord, type MetricWord } from './lexicon.js';
import type { Tokens } from './tokens.js';

export type CompareWord = 'previous' | 'week' | 'year';

export interface Reading {
  /** Subcommands the words point at (beside the reports of figures, which are the default). */
  intents: Set<RegisteredCommand>;
  metrics: MetricWord[];
  /** "how did we do", "numbers": the revenue summary, though no metric is named. */
  howWeDid: boolean;
  range?: RangeWords;
  severalRanges: boolean;
  /** A period that could be either of these ("two weeks ago": that week, or that day?): asked. */
  vagueRanges?: RangeWords[];
  /** The comparison: a word of the grammar, or a range ("October vs September" when not the period before). */
  vs?: CompareWord | string;
  /** "vs the week before", "vs the previous week": for one day, the same weekday a week earlier (./reframe.ts). */
  vsWeekBefore?: boolean;
  /** "vs last month", "vs the same week last year": the unit compared, whose current period is the one asked when none is said (./reframe.ts). */
  vsUnit?: 'week' | 'month' | 'quarter';
  /** A comparison said that no `vs=` can carry as said ("vs last october", "yesterday vs last month"): asked back (./carried.ts). */
  vsUncarried?: boolean;
  /** A period named to compare with ("Q3 vs Q2"), made into `vs` by ./reframe.ts. */
  vsRange?: RangeWords;
  by: DimensionWord[];
  /** Time buckets said as adjectives ("daily revenue"): a dimension only when a metric is named. */
  buckets: DimensionWord[];
  rank?: { end: 'top' | 'bottom'; n?: number };
  country?: string;
  /** "worldwide", "all countries": the country filter dropped (follow-ups). */
  anyCountry: boolean;
  os?: 'iOS' | 'Android';
  anyOs: boolean;
  apps: string[];
  format?: string;
  bidder?: string;
  /** More than one bidder named ("alpha and charlie"): demand takes them all; a filter of one cannot. */
  bidders?: string[];
  ids: string[];
  csv: boolean;
  testAll: boolean;
  sourceAll: boolean;
  noFill: boolean;
  nonbid: boolean;
  validate: boolean;
  version?: 'live' | 'draft';
  gap?: string;
  /** "more than 500 in revenue": the rows a table keeps (breakdown's having=revenue>500). */
  having?: string;
  /** key=value options typed as the grammar writes them: passed on as they are. */
  options: string[];
  /** Words nothing understood. */
  unknown: string[];
  /** The report was pointed at only by everyday words ("scheduled", "happened"): not enough alone. */
  weakIntent?: boolean;
  /** Words that ask for what no command answers (lexicon BEYOND): a figure the API has not, a time to come, a judgement. */
  beyond: { kind: 'figures' | 'future' | 'judgement' | 'negated' | 'action' | 'bot'; word: string }[];
  /** The dimension was named in the plural ("top countries"): rank ten, not one. */
  pluralDim?: boolean;
  /** "how do I export …", "how do I set up an alert": how to use a command, asked (its help), not the command run. */
  howTo?: boolean;
  /** "excluding test traffic". */
  productionOnly?: boolean;
  /** Two countries named ("Canada and Mexico"): a filter takes one. */
  countries?: string[];
  /** "iOS vs Android": the two side by side, a table. */
  versusPair?: boolean;
  /** A/B tests or Tasks their names fit (several: ask which). */
  named?: string[];
  /** What an auction question asks of the auctions ("how long do auctions take": duration). */
  auctionMetric?: string;
  /** "the last 20 bids": how many. */
  limit?: number;
  /** "config version 12". */
  configVersion?: number;
  /** "config id cfg_8812": a configuration by its id. */
  configId?: string;
  /** An order on an alert, incident or digest by its id (./manage.ts): its command, or what to ask. */
  manage?: { kind: 'command'; text: string } | { kind: 'clarify'; suggestions: string[]; reason?: string };
  /** The account asked of: a connection's name, or all (./accounts.ts). */
  account?: string;
  /** "watch the bonus coins test", "keep an eye on …": an order to watch. */
  watch?: boolean;
  /** "set up a new digest", "alert me if …": an order to create one. */
  create?: boolean;
  /** An alert's "hourly" and "here" ("notify me hourly if …", "an alert in this channel if …"). */
  alertOptions?: string[];
  /** Slack members mentioned in the message (their ids): those an alert set up here tells too. */
  mentioned?: string[];
  /** Words used by the range and the comparison (read first). */
  early: boolean[];
  /** Starts like a follow-up ("and …", "what about …", "same for …"). */
  followUp: boolean;
  tokens: Tokens;
  used: boolean[];
}

export const metricOf = (w: string): MetricWord | undefined =>
  (Object.keys(METRIC_WORDS) as MetricWord[]).find((m) => m === w || (METRIC_WORDS[m] as readonly string[]).includes(w));
export const dimensionOf = (w: string): DimensionWord | undefined =>
  (Object.keys(DIMENSION_WORDS) as DimensionWord[]).find((d) => d === w || (DIMENSION_WORDS[d] as readonly string[]).includes(w));
export const countOf = (w: string | undefined) => (w === undefined ? undefined : /^\d{1,4}$/.test(w) ? Number(w) : w === 'a' ? undefined : NUMBER_WORDS[w]);


export interface NamesInUse {
  apps: readonly string[];
  countries: readonly string[];
  formats: readonly string[];
  bidders: readonly string[];
  abtests: readonly { id: string; name?: string }[];
  tasks: readonly { id: string; name?: string }[];
}

/** Words between a figure and "up" or "down" that leave it a move ("fill is way down"). */
const BETWEEN_MOVE = new Set(['is', 'are', 'was', 'were', 'way', 'so', 'a', 'lot', 'looking', 'still', 'really', 'going', 'gone', 'went', 'might', 'may', 'could', 'be', 'seems', 'looks', 'bit', 'little']);
const ODD = new Set(['weird', 'odd', 'strange', 'funny', 'wonky', 'fishy']);
/**
 * A move of figures: a word of one ("tanked", "dipped"), or a figure said to be up or down ("imps
 * down??", "fill is way up in japan"; not "break it down", "up or down vs last week").
 */
export function asksAMove(t: readonly string[]): boolean {
  return t.some((w, i) => {
    if (MOVEMENT.has(w)) return true;
    // ("up on android" may be "up on last week", a comparison; "up 15%" a share the carried rule holds to)
    // ("fill might be off in brazil": a figure said to be off is a move too; "off by 5%", "off from ours" compare)
    // ("rewarded ecpm looks weird": a figure that looks odd is one said to be off — round 49)
    const odd = ODD.has(w) && ['looks', 'seems', 'looking', 'looked', 'seemed'].includes(t[i - 1] ?? '');
    if ((w !== 'up' && w !== 'down' && w !== 'off' && !odd) || ['or', 'vs', 'versus', 'from', 'against', 'on', 'by', 'than'].includes(t[i + 1] ?? '') || /%$/.test(t[i + 1] ?? '')) return false;
    let k = i - 1;
    while (k >= 0 && BETWEEN_MOVE.has(t[k]!)) k--;
    return k >= 0 && metricOf(t[k]!) !== undefined;
  });
}
