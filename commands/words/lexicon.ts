// The words people use for what the commands read: metrics, dimensions, platforms, formats,
// comparisons, and the filler words a question carries that mean nothing to a command. Data only;
// which subcommand a question means is decided in ./read.ts from the commands' own declarations.

/** Metric words → the metric (breakdown's names; win_rate, bid_rate and users are read by other reports). */
export const METRIC_WORDS = {
  revenue: ['rev', 'revenues', 'revenu', 'reveune', 'revnue', 'monies', 'earnings', 'earned', 'earn', 'earns', 'earning', 'money', 'income', 'make', 'made', 'making', 'sales', 'dollars', 'bank', 'banked', 'takings', 'proceeds', 'cash', 'monetize', 'monetise', 'monetized', 'monetised', 'monetizing', 'monetization', 'monetisation'],
  ecpm: ['ecpms', 'cpm', 'cpms', 'ecmp', 'rpm', 'ecpm$', 'price', 'prices', 'pricing', 'yield'],
  fill_rate: ['fill', 'fillrate', 'fills%', 'filled%', 'fill-rate', 'filling'],
  impressions: ['impression', 'imps', 'imp', 'impr', 'imprs', 'served', 'views'],
  requests: ['request', 'reqs', 'req', 'traffic', 'volume'],
  clicks: ['click', 'clicked'],
  ctr: ['clickthrough', 'click-through'],
  fills: [],
  bid_requests: [],
  arpdau: ['arpu', 'arpdaus'],
  imps_per_user: [],
  win_rate: ['winrate', 'winrates', 'wins', 'win', 'winning'],
  bid_rate: ['bidrate', 'bidrates'],
  users: ['user', 'dau', 'daus', 'players', 'audience'],
} as const satisfies Record<string, readonly string[]>;
export type MetricWord = keyof typeof METRIC_WORDS;
/** Every word a metric is said by, its name or a synonym ("rev", "cpm", "fill") — round 49. */
export const METRIC_SAID: ReadonlySet<string> = new Set(Object.entries(METRIC_WORDS).flatMap(([k, v]) => [k, ...v]));
/** Each metric by its own name (METRIC.revenue), so code names a metric, never a command's word. */
export const METRIC = Object.fromEntries(Object.keys(METRIC_WORDS).map((k) => [k, k])) as { readonly [K in MetricWord]: K };

/** Two-word metrics, read before single words. */
export const METRIC_PHRASES: readonly (readonly [string, string, MetricWord])[] = [
  ['fill', 'rate', 'fill_rate'],
  ['fill', 'rates', 'fill_rate'],
  ['win', 'rate', 'win_rate'],
  ['win', 'rates', 'win_rate'],
  ['bid', 'rate', 'bid_rate'],
  ['bid', 'rates', 'bid_rate'],
  ['click', 'through', 'ctr'],
  ['bid', 'requests', 'bid_requests'],
  ['active', 'users', 'users'],
];

/** "impressions per user" in words. */
export const PER_USER = ['per', 'user'] as const;

/** Dimension words → breakdown dimension. */
export const DIMENSION_WORDS = {
  country: ['countries', 'geo', 'geos', 'geography', 'geographies', 'market', 'markets', 'region', 'regions', 'contry', 'countrys'],
  os: ['platform', 'platforms', 'device', 'devices', 'oses'],
  app: ['apps', 'aps', 'game', 'games', 'title', 'titles', 'application', 'applications'],
  ad_unit: ['adunit', 'adunits', 'placement', 'placements', 'unit', 'units'],
  format: ['formats', 'formt', 'type', 'types', 'adtype'],
  bidder: [],
  hour: ['hours', 'hourly'],
  day: ['days', 'daily', 'date', 'dates'],
  week: ['weeks', 'weekly'],
  month: ['months', 'monthly'],
  // The network report's own split (its default): "by provider and country".
  provider: ['providers'],
} as const satisfies Record<string, readonly string[]>;
export type DimensionWord = keyof typeof DIMENSION_WORDS;

/** Words that put the time buckets of a table ("daily revenue"), not a period. */
export const BUCKET_ADJECTIVES: Record<string, DimensionWord> = { trend: 'day', trends: 'day', trending: 'day', daily: 'day', hourly: 'hour', weekly: 'week', monthly: 'month' };

export const OS_WORDS: Record<string, 'iOS' | 'Android'> = {
  ios: 'iOS', iphone: 'iOS', iphones: 'iOS', ipad: 'iOS', apple: 'iOS', iso: 'iOS',
  android: 'Android', androids: 'Android', google: 'Android', andriod: 'Android', adroid: 'Android',
};

/** Ad format words → the format name the API uses. */
export const FORMAT_WORDS: Record<string, string> = {
  banner: 'banner', banners: 'banner', mrec: 'banner',
  interstitial: 'interstitial', interstitials: 'interstitial', inter: 'interstitial', inters: 'interstitial', interstital: 'interstitial', fullscreen: 'interstitial',
  rewarded: 'rewarded', reward: 'rewarded', rewards: 'rewarded', rv: 'rewarded', rewardeds: 'rewarded',
  native: 'native', natives: 'native',
};

/** How people ask for the comparison: → vs= value. */
export const COMPARE_WORDS: Record<string, 'previous' | 'week' | 'year'> = {
  wow: 'week', yoy: 'year', dod: 'previous', pop: 'previous', mom: 'previous', qoq: 'previous',
};

export const COMPARE_LEAD = new Set(['vs', 'versus', 'compared', 'compare', 'against', 'relative', 'comparing', 'than']);
export const TOP = new Set(['top', 'best', 'highest', 'most', 'biggest', 'largest', 'leading', 'strongest', 'outperformed', 'outperforming']);
export const BOTTOM = new Set(['bottom', 'worst', 'lowest', 'least', 'smallest', 'weakest', 'underperformed', 'underperforming']);
export const BY = new Set(['by', 'per', 'each', 'across', 'split', 'splitted', 'broken', 'grouped']);
/** Words that, anywhere in a short message, say it changes what came before ("ecpm instead"). */
export const FOLLOW_ANYWHERE = new Set(['instead', 'too', 'also', 'either', 'only']);
export const FOLLOW_LEAD = new Set(['by', 'for', 'and', 'what', 'how', 'same', 'also', 'now', 'only', 'just', 'but', 'instead', 'then', 'ok', 'okay', 'sort', 'sorted', 'order', 'ordered']);
/** Other words the reader looks for (./read.ts): known to the typo corrector, never "corrected". */
export const READER_WORDS = [
  'who', 'can', 'has', 'have', 'may', 'unmapped', 'no', 'non', 'nonbid', 'fill', 'traffic', 'mode', 'devices', 'sources', 'source', 'mediation',
  'account', 'worldwide', 'global', 'globally', 'countries', 'both', 'performing', 'users', 'side', 'say', 'says', 'claims', 'valid', 'validation',
  'pause', 'resume', 'delete', 'remove', 'add', 'create', 'edit', 'excluding', 'except', 'exclude', 'errors', 'live', 'draft', 'production', 'spreadsheet', 'file', 'csv', 'recent', 'bids', 'reasons', 'reported', 'testing', 'unfilled', 'which', 'every',
  // ("reach the requierd n": a test's due sample, ./read-more.ts — known, so its slips are read)
  'required',
  ...COMPARE_LEAD, ...TOP, ...BOTTOM, ...BY, ...FOLLOW_LEAD,
];

/** Numbers written as words (ranges: "last seven days"). */
export const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fourteen: 14, fifteen: 15, twenty: 20, thirty: 30, sixty: 60, ninety: 90, couple: 2, a: 1,
};

/**
 * Words that carry no meaning for a command: questions' glue, politeness, chat. A word not in any
 * list and not an account name is *not understood* and makes the reading ask back.
 */
export const FILLER = new Set(
  (
    'a an the case is are was were be been being am do does did doing done dont didnt didn\'t don\'t isnt is\'t ' +
    'i me my we us our ours you your it its it\'s itself they them themselves their this that these those there here ' +
    'of for in on at to from with and or but so as into about than then also too just only still yet ever during ' +
    'please pls plz thanks thx can could would will should shall might may must ' +
    'show give get got tell see let lets let\'s want need needs know check look looking looks looked find pull bring display list ' +
    // ("interstitial feels low", "fill seems low": how a figure strikes the asker, as "looks" — round 51)
    'feel feels felt seem seems seemed ' +
    'what whats what\'s which who how hows how\'s when where whos ' +
    'much many far any some all every each overall total totals whole entire ' +
    'number numbers figure figures figures stats data info information details detail view value values metric metrics kpi kpis ' +
    'going go doing tracking perform performing performed performance result results status state ' +
    'now currently current today\'s right quick quickly again up down high higher low lower lately recently ' +
    'hey hi hello ok okay yo team guys folks sir bot adops slack anyone someone anybody somebody cc specifically particular especially exactly precisely ' +
    'like around roughly approx approximately exactly real actual actually ' +
    'been has have had having ' +
    'one only some same ' +
    'did we hit our ours including include includes incl with without excluding ' +
    'drop dropped drops dropping dip dipped fell fall falling falls decline declined declining decrease decreased increase increased ' +
    'spike spiked spikes spiking jump jumped rose rise rising surge surged tank tanked crash crashed plunge plunged change changed changes swing ' +
    'flatlined flatlining plummeted plummeting cratered crater craters cratering soared soaring lose losing lost improve improved improving grew grow growing growth ' +
    'moved move movers moving shift shifted so bad poor good weird strange off big sudden suddenly ' +
    'sorted sort sorting ranked rank ranking leaderboard order ordered flag above below under more less fewer than exceeding over ' +
    'usual normal typical compare ' +
    'q question questions quick between finished finish complete completed concluded over ended ending conclusive eta ' +
    'ad ads idea wondering wonder curious reached reach reaching threshold comparison comparisons ' +
    'vs versus business overview instead too same but then about ' +
    'report reports reporting using use used run runs running form open please latest recent ' +
    // (a chart, graph or plot of figures named: the figures, as the twenty-third set labels; round 47)
    'chart charts graph graphs plot ' +
    // Politeness and the glue of long sentences: they ask nothing of a command.
    'thank thankyou ty cheers morning afternoon evening good if possible kindly kind whether appreciate appreciated share understand ' +
    'hello there would wondering configured wanna dear regards best ask asking provide send sent tell ' +
    'hmm um umm uh well anyway btw fyi asap  gonna gimme lemme ' +
    // British and office words that ask nothing: "analyse", "summarise", "ta", "standup", "haven't".
    'analyse analyze analysis summarise summarize ta standup huddle routine workflow urgent haven\'t hasn\'t havent hasnt ' +
    // The glue of careful or chatty asks: "would you mind pulling", "I think", "is there a way to see", "been seeing".
    'mind pulling think guess seeing way possibly avg average logged signed thing things stuff anything something ready passed remind wise ' +
    // Chat glue of Slack messages: asks nothing of a command either.
    'lmk sry sorry wtf tho though lol grab fetch tia np news update updates everything topline headline headlines break breaks ' +
    // The glue of an analyst's precise asks and a support engineer's: "restricted to iOS", "the calendar month", "our own figures", "which tasks exist".
    'restricted limited filtered narrowed calendar own close closing generated generate generating exist exists manage managing stat dashboard bunch miss missed ' +
    // A new hire's and a rambler's glue: "I just started", "random question", "apologies", "honestly".
    'started joined onboarding apologies apology honestly basically maybe random dumb silly ' +
    // (issue 38's sixteenth round) British and Australian chat that the corrector made other words ("reckon" → recon,
    // "yeah" → year, "fiver" → five, "banter" → banner): a hedge or a nod, no part of an ask.
    'reckon reckons reckoned yeah yea yep yup nah nope mate righto banter ' +
    "i'd i'm i'll i've we'd we're we've you're you'd that's there's can't couldn't wouldn't isn't aren't wasn't weren't doesn't"

  ).split(/\s+/),
);

/**
 * Everyday words one slip from a word of the reader's, found by probing (issue 38's sixteenth round): the
 * corrector made "action" an auction, "apply" Apple's iOS, "count" a country, "full" fullscreen, "child"
 * Chile, "place" a placement — a figure shown for a question not asked. Never corrected: left as typed,
 * a word the reader does not know, so asked about.
 */
export const EVERYDAY = new Set(
  ('action actions apply applied applies bias builder builders count counted counter counters mark marked marketer decides deviate ' +
    'foreman intents notices records machine math malt toga span spawn child nest place draining drawing drifting deliver delivers ' +
    'clause capping threads titled uncapped talks begin century interest tend room bitters ' +
    // (real words one letter from "rate" and "past": ./tokens.ts reads "rte", ./slips.ts "pasr" so)
    'rat rats psst ' +
    // (real words one slip from a country's name, first letter kept: "look nicer" is not Niger, "chill" not Chile — round 46)
    'nicer chill indie sedan franc conga pajama malts ' +
    // (a whole word a longer one begins: "see the spread" is no spreadsheet — round 52)
    'spread spreads').split(' '),
);

/**
 * Words that ask for what no command answers: figures the API does not have (installs, retention,
 * spend…), a time still to come (forecasts, targets), or a judgement or advice. Any of them in a
 * question makes the reader ask back: an answer about something else would be a guess.
 */
export const BEYOND = {
  figures: new Set(
    ('install installs installed installing downloads downloaded retention retained ltv roas roi cpi cpa cac spend spent spending cost costs ' +
      'churn churned sessions session crash crashes crashed uninstall uninstalls uninstalled viewability viewable completion completions ' +
      'tablet tablets desktop arppu iap iaps purchase purchases purchased subscriber subscribers bookings profit profits margin margins conversion conversions engagement playtime ipm cpc payback').split(' '),
  ),
  future: new Set('expected expect expecting forecast forecasts forecasted forecasting predict predicted prediction predictions projected projection projections pacing target targets budget budgets goal goals outlook'.split(' ')),
  judgement: new Set('good bad poor healthy fine worrying concerning alarming acceptable should'.split(' ')),
  // Said first, an order to change something ("schedule a report", "publish the draft"): the bot reports, the forms change things.
  action: new Set('schedule set create add make publish block mute unsubscribe subscribe turn change raise increase lower pause stop ship delete remove enable disable roll reset approve'.split(' ')),
} as const;
/** Words of a move: asked of figures without "why", they may ask for the figures or for what moved them. */
export const MOVEMENT = new Set('drop dropped drops dropping dip dipped dips fell fall falling falls decline declined declining decrease decreased tank tanked tanking crash crashed plunge plunged plunging spike spiked spikes spiking jump jumped surge surged flatlined flatlining plummeted plummeting cratered crater craters cratering soared soaring lose losing lost'.split(' '));
/** Words after "good" that make it a greeting, not a judgement. */
export const GREETING_AFTER = new Set(['morning', 'afternoon', 'evening', 'day', 'night']);
/** Summary nouns: with one of them, a question naming no metric or period still asks for the revenue summary ("how's business"). */
export const SUMMARY_NOUNS = new Set(['business', 'overview', 'summary', 'kpi', 'kpis', 'performance', 'topline', 'headline', 'headlines']);

/** After "how do I": a verb of looking at figures ("how do I see …": the figures asked) … */
export const HOW_TO_SEE = new Set(['see', 'get', 'view', 'find', 'pull', 'show', 'display']);
/** … or of doing something with the bot ("how do I set up an alert": the command's help). */
export const HOW_TO_DO = new Set(['set', 'setup', 'add', 'create', 'make', 'schedule', 'subscribe', 'configure', 'use', 'turn', 'remove', 'delete', 'mute', 'pause', 'share', 'download', 'request', 'start', 'run']);
/** Filler that still shows a general "how are we doing" question (implies the revenue summary). */
export const HOW_WE_DID = new Set(['how', 'hows', 'doing', 'do', 'did', 'going', 'tracking', 'perform', 'performing', 'performance', 'numbers', 'business', 'summary', 'overview', 'report', 'kpis', 'kpi', 'hit', 'topline', 'headline', 'headlines']);

/**
 * The nearest known word for a typo: within 1 edit for words of 4–6 letters, 2 from 7 on; none
 * when two that mean different things are equally near (no guess between them).
 */
export function nearestWord(word: string, vocabulary: readonly string[], meaningOf: (w: string) => string = (w) => w, isFiller: (w: string) => boolean = () => false): string | undefined {
  if (word.length < 4 || /[^a-z]/.test(word)) return undefined;
  const limit = word.length >= 7 ? 2 : 1;
  let best: string | undefined;
  let bestD = limit + 1;
  let tie = false;
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - word.length) > limit) continue;
    const d = typoDistance(word, candidate);
    // A word that carries no meaning is a correction of one edit only: a farther one would hide a word not understood.
    if (isFiller(candidate) && d > 1) continue;
    if (d < bestD) {
      best = candidate;
      bestD = d;
      tie = false;
    } else if (d === bestD && candidate !== best && meaningOf(candidate) !== meaningOf(best!)) tie = true;
  }
  return bestD <= limit && !tie ? best : undefined;
}

/** Edits between two words, two letters swapped counting as one ("countires" is one from "countries"). */
export function typoDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** What a word stands for in the lexicon (its metric, dimension, platform or format), else itself: spellings of one thing are one. */
export function meaningOf(word: string): string {
  let meaning = MEANINGS.get(word);
  if (meaning === undefined) MEANINGS.set(word, (meaning = lookUpMeaning(word)));
  return meaning;
}
const MEANINGS = new Map<string, string>();

function lookUpMeaning(word: string): string {
  const metric = Object.entries(METRIC_WORDS).find(([k, v]) => k === word || (v as readonly string[]).includes(word))?.[0];
  const dimension = Object.entries(DIMENSION_WORDS).find(([k, v]) => k === word || (v as readonly string[]).includes(word))?.[0];
  return OS_WORDS[word] ?? FORMAT_WORDS[word] ?? metric ?? dimension ?? word;
}
