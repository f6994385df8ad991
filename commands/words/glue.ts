// The parts of a long or relayed question that say who asks or for whom, not what: "customer says
// fill is low in Brazil", "the CEO wants to know why revenue dipped", "finance needs the october
// numbers", "can you send legal the export" — and comparisons said without "vs": "this month vs
// the same month last year", "last year same period", "last 7 days vs the 7 before".
import { accessCommand } from '../access/index.js';
import { auctionCommand } from '../auction/index.js';
import { auditCommand } from '../audit/index.js';
import { demandCommand } from '../demand/index.js';
import { digestCommand } from '../digest/index.js';
import { tasksCommand } from '../tasks/index.js';
import { whyCommand } from '../why/index.js';
import { MONTHS } from './date-forms.js';
import { intentOf } from './intents.js';
import { COUNTRY_WORDS } from './names.js';
import { FILLER, FORMAT_WORDS, MOVEMENT } from './lexicon.js';
import { dimensionOf, metricOf, type Reading } from './reading.js';
import { SOURCES } from './read-more.js';
import type { Tokens } from './tokens.js';

/** Verbs that pass a question on: what follows is the question. */
export const RELAY_VERBS = new Set(['says', 'said', 'say', 'saying', 'claim', 'claims', 'claimed', 'complained', 'complains', 'complaining', 'noticed', 'notices', 'reports', 'reported', 'wants', 'wanted', 'needs', 'needed', 'asks', 'asked', 'asking', 'mentioned', 'requested', 'wonders', 'wondered']);
/** Words that open a message without asking anything ("hey", "so", "fyi"). */
const OPENERS = new Set(['hey', 'hi', 'hello', 'so', 'ok', 'okay', 'fyi', 'btw', 'heads', 'up', 'quick', 'q', 'morning', 'and', 'team', 'all', 'folks', 'guys']);
/** First words of a lead-in clause: where a question comes from, or what it is for. */
const LEAD_INS = new Set(['forwarding', 'forwarded', 'fwd', 'fw', 'passing', 'relaying', 'relayed', 'from', 'for', 'via', 'per', 'back', 'catching', 'context', 'background', 'prepping', 'preparing', 'q', 'question', 'saw', 'seen', 'posted', 'cc', 'client', 'customer', 'verifying', 'checking', 'regression', 'qa', 'ticket']);
/** Who relays a question for a client ("the publisher on tiny farm says …"); "is" before a relay verb ("our client is asking"). */
const PEOPLE = new Set(['publisher', 'publishers', 'client', 'clients', 'customer', 'customers', 'advertiser', 'advertisers', 'studio', 'studios', 'dev', 'devs', 'developer', 'developers']);
const AUXILIARY = new Set(['is', 'are', 'was', 'were']);
/** Glue that can still be who asks ("someone says …"). */
const SOMEONE = new Set(['someone', 'somebody', 'anyone', 'anybody']);
const SEND_VERBS = new Set(['send', 'forward', 'email', 'give']);

/** Whether a word could be the one who asks: not a figure, a date, a number, a country or a word the question itself needs. */
const mayBeAsker = (w: string) => metricOf(w) === undefined && MONTHS[w] === undefined && !/\d/.test(w) && !COUNTRY_WORDS.has(w) && ![whyCommand.name, 'how', 'what', 'which', 'when', 'where', 'who', 'is', 'are', 'did', 'does', 'do', 'can', 'could', 'you', 'i', 'we'].includes(w);

/**
 * Marks as read the asker of a relayed question ("sales wants …", "a partner asked why …", "the
 * CEO wants to know …") and the one it is for ("send legal the …"): up to three words before a
 * verb that passes the question on, at the start of the message.
 */
export function readRelay(t: readonly string[], used: boolean[], isName: (w: string) => boolean): void {
  let start = 0;
  while (start < t.length && OPENERS.has(t[start]!)) start++;
  // ("one of our publishers asked why …": one of those who ask)
  if (t[start] === 'one' && t[start + 1] === 'of') start += 2;
  for (let v = start + 1; v <= start + 6 && v < t.length; v++) {
    if (!RELAY_VERBS.has(t[v]!)) continue;
    const asker = t.slice(start, v).filter((w, k, all) => !(k === all.length - 1 && AUXILIARY.has(w) && /ing$/.test(t[v]!)));
    // ("the publisher on tiny farm says …": who asks, and the app asked about — left to be read)
    const lead = ['the', 'our', 'a'].includes(asker[0] ?? '') ? 1 : 0;
    if (PEOPLE.has(asker[lead] ?? '') && ['on', 'for', 'from', 'at'].includes(asker[lead + 1] ?? '') && asker.slice(lead + 2).some(isName)) {
      used.fill(true, start, start + lead + 1);
      used[v] = true;
      break;
    }
    if (asker.length > 3) continue;
    // A figure's word says who asks only when the question names its own figure ("sales wants rev for …").
    const ownFigure = t.slice(v + 1).some((w) => metricOf(w) !== undefined);
    // Never one the question is about: a report's word ("partner", "network") or the account's own names ("bidder alpha says").
    if (asker.some((w) => intentOf(w) !== undefined || isName(w)) || !asker.every((w) => mayBeAsker(w) || (ownFigure && metricOf(w) !== undefined)) || asker.every((w) => FILLER.has(w) && !SOMEONE.has(w))) break;
    let end = v + 1;
    if (t[end] === 'to' && t[end + 1] === 'know') end += 2;
    used.fill(true, start, end);
    break;
  }
  for (let i = 0; i + 2 < t.length; i++) {
    if (SEND_VERBS.has(t[i]!) && !used[i + 1] && mayBeAsker(t[i + 1]!) && !FILLER.has(t[i + 1]!) && ['the', 'a', 'an', 'our', 'this', 'that'].includes(t[i + 2]!)) used[i + 1] = true;
  }
}

const UNITS = new Set(['period', 'month', 'week', 'day', 'quarter', 'time', 'days', 'weeks', 'months']);
/**
 * "the same month last year", "last year same period", "same time last year": against last year;
 * "vs the 7 before", "vs the previous 7": against the span before.
 */
export function readOtherComparisons(t: readonly string[], used: boolean[], r: Reading): void {
  for (let i = 0; i < t.length; i++) {
    if (used[i]) continue;
    if (t[i] === 'same' && UNITS.has(t[i + 1] ?? '') && t[i + 2] === 'last' && t[i + 3] === 'year') {
      r.vs = 'year';
      if (t[i + 1] === 'week' || t[i + 1] === 'month' || t[i + 1] === 'quarter') r.vsUnit = t[i + 1] as 'week' | 'month' | 'quarter';
      used.fill(true, i, i + 4);
    } else if (t[i] === 'last' && t[i + 1] === 'year' && t[i + 2] === 'same' && UNITS.has(t[i + 3] ?? '')) {
      r.vs = 'year';
      used.fill(true, i, i + 4);
    } else if (['vs', 'versus', 'against'].includes(t[i]!) && t[i + 1] === 'the' && /^\d{1,3}$/.test(t[i + 2] ?? '') && (t[i + 3] === 'before' || (UNITS.has(t[i + 3] ?? '') && t[i + 4] === 'before'))) {
      r.vs = 'previous';
      used.fill(true, i, i + (t[i + 3] === 'before' ? 4 : 5));
    }
  }
}

/** Whether the message opens with a lead-in clause ("Forwarding from the studio:", "Q from Jen in UA:"), a question after it. */
export function leadIn(tokens: Tokens): boolean {
  const first = tokens.clause.flatMap((k, i) => (k === 0 ? [i] : []));
  return (tokens.clause.at(-1) ?? 0) > 0 && LEAD_INS.has(tokens.words[first.find((i) => !OPENERS.has(tokens.words[i]!)) ?? -1] ?? '');
}

/** Words that narrow or place what is asked: a clause holding one is part of the question. */
export const NARROWING = new Set(['excluding', 'without', 'except', 'only', 'not', 'no', 'non', 'for', 'in', 'on', 'from', 'per', 'by', 'before', 'after', 'since', 'until', 'but', 'with', 'vs', 'versus', 'than', 'of', 'at']);

/** First words of a story told after the question: what the asker has seen or heard ("seeing complaints from sales"). */
const STORY_AFTER = new Set(['seeing', 'hearing', 'heard', 'noticed', 'noticing']);

/** Words of a story read as no part of the question: glue, and who it came from ("from the sales side": ./read-more.ts). */
const storyWord = (w: string, used: boolean) => !used || FILLER.has(w) || w === 'from' || w === 'per' || SOURCES.has(w);

/** Whether clause `c` (the last, after a clause that asks) opens with a story verb and reads and sets apart nothing. */
function storyAfter(tokens: Tokens, used: readonly boolean[], c: number): boolean {
  const at = tokens.clause.flatMap((k, i) => (k === c ? [i] : []));
  // (the first word past the glue and a contraction's tail, "we're seeing", "i've noticed": "seeing" is glue elsewhere)
  const opener = at.find((i) => STORY_AFTER.has(tokens.words[i]!) || !(FILLER.has(tokens.words[i]!) || ['re', 'm', 've'].includes(tokens.words[i]!)));
  return c > 0 && opener !== undefined && STORY_AFTER.has(tokens.words[opener]!) && at.every((i) => storyWord(tokens.words[i]!, used[i]!) && !SETS_APART.has(tokens.words[i]!));
}

/** Hours of the day said in a clause ("like 6 to 11", "around 6am"): a span of them, or one with its am/pm — they narrow what is asked (round 53). */
const CLOCK = /^\d{1,2}(?::\d\d)?(?:am|pm)?$/;
const hoursSaid = (words: readonly string[], at: readonly number[]): boolean =>
  at.some((i, j) => /^\d{1,2}(?::\d\d)?(?:am|pm)$/.test(words[i]!) || (CLOCK.test(words[i]!) && ['to', 'till', 'til', 'until', 'thru', 'through', '-'].includes(words[at[j + 1]!] ?? '') && CLOCK.test(words[at[j + 2]!] ?? '')));

/** Words that widen what is asked to more of its kind ("and all the others like it", "similar ones"): never chatter. */
const WIDENING = new Set(['others', 'similar']);

/**
 * Clauses that name nothing ("sorry if this is a dumb question", "thanks a lot", "when you have a
 * moment", "p1"): chatter, at the start or the end of a message whose other clauses ask. A clause
 * with a word that narrows ("for the board deck", "excluding the beta") is part of the question.
 */
export function chatterClauses(tokens: Tokens, used: readonly boolean[]): Set<number> {
  const last = tokens.clause.at(-1) ?? 0;
  const chatter = new Set<number>();
  if (last === 0) return chatter;
  for (const c of [0, last]) {
    const at = tokens.clause.flatMap((k, i) => (k === c ? [i] : []));
    // Chat is mostly glue ("thanks a lot", "when you have a moment"); words not understood outnumbering it ("the new sdk") are asked about.
    const glue = at.filter((i) => FILLER.has(tokens.words[i]!)).length;
    // ("…? and all the others like it?": a clause that widens the ask to more of its kind asks too — round 50)
    // (", like 6 to 11": hours said after the question narrow it — never left aside, so never a whole day answered; round 53)
    if (at.length && glue >= at.length - glue && at.every((i) => !used[i] && !NARROWING.has(tokens.words[i]!) && !WIDENING.has(tokens.words[i]!)) && !hoursSaid(tokens.words, at)) chatter.add(c);
  }
  // "…? Seeing complaints from the sales side.": a last clause that says what the asker has seen or
  // heard, after a question that asks — that story, left aside, when it names nothing the reader reads
  // and nothing that sets figures apart ("…? seeing it on the beta cohort" is still asked; round 51)
  if (storyAfter(tokens, used, last)) chatter.add(last);
  // "Forwarding from the studio:", "for the SOC2 review:", "back from PTO,": a first clause that says
  // where the question comes from or what it is for. Its words not understood are that story, left
  // aside; what it names ("for the globex account team:") is still read, and a word that sets figures
  // apart ("for the beta cohort:") is still asked about.
  // (a "channel" a question came from, "via the partnerships channel:", is Slack's, not a channel of traffic)
  const from = tokens.words[0] !== 'for';
  if (leadIn(tokens) && tokens.clause.every((k, i) => k !== 0 || used[i] || !SETS_APART.has(tokens.words[i]!) || (from && /^channels?$/.test(tokens.words[i]!)))) chatter.add(0);
  // The rest must ask something.
  const asks = tokens.clause.some((k, i) => !chatter.has(k) && used[i]);
  return asks ? chatter : new Set();
}

/** "error rate by bidder", "timeout rate": the bidders' calls that did not answer, which the auction picture shows. */
export function readAuctionRates(t: readonly string[], used: boolean[], r: Reading): void {
  for (let i = 0; i + 1 < t.length; i++) {
    if (used[i] || used[i + 1] || !['timeout', 'timeouts', 'error', 'errors'].includes(t[i]!) || !['rate', 'rates', 'share'].includes(t[i + 1]!)) continue;
    r.intents.add(auctionCommand);
    used.fill(true, i, i + 2);
  }
}

/**
 * Glue of other Englishes and of chat: "say me", "said me" (tell me), "across everything" (in
 * total), "demand sources" (the report's own noun), "all apps separately" (by app), "next run" of a
 * Task, "who can see revenue" (the capability's object).
 */
export function readGlue(t: readonly string[], used: boolean[], r: Reading): void {
  for (let i = 0; i < t.length; i++) {
    const [w, next] = [t[i]!, t[i + 1]];
    if (used[i]) continue;
    if (['say', 'said', 'says'].includes(w) && (next === 'me' || next === 'us')) used.fill(true, i, i + 2);
    else if (w === 'across' && ['everything', 'all', 'everywhere'].includes(next ?? '') && !t.slice(i + 2, i + 5).some((x) => /^(accounts?|clients?|customers)$/.test(x))) used.fill(true, i, i + 2);
    // "did the digest go out": sent.
    else if (['go', 'goes', 'went', 'gone'].includes(w) && next === 'out') used.fill(true, i, i + 2);
    // ("refused requests in audit": what was refused is what was asked of the bot, not the ad requests — round 49)
    else if (/^(refusals?|refused|denied)$/.test(w) && t.includes(auditCommand.name)) used.fill(true, i, /^(commands?|requests?|attempts?|runs?|calls?)$/.test(next ?? '') ? i + 2 : i + 1);
    // "the banner format", "rewarded ad format": the word naming what the format named is, not a split by format (round 47)
    else if (FORMAT_WORDS[w] && (/^formats?$/.test(next ?? '') || (next === 'ad' && /^formats?$/.test(t[i + 2] ?? '')))) used.fill(true, i + 1, next === 'ad' ? i + 3 : i + 2);
    // "is yesterday's revenue drop from ecpm or from fill?", "was the dip driven by fill": the causes
    // asked of a move are what an explanation of it shows.
    else if (causeLead(t, i) && metricOf(t[i + 1] === 'the' ? t[i + 2] ?? '' : next ?? '') !== undefined) {
      r.intents.add(whyCommand);
      // ("because of", "due to", "driven by": the lead's first word too)
      if (t[i] !== 'from') used[i - 1] = true;
      let k = i;
      while (k < t.length && (k === i || ['or', 'and', 'from', 'by', 'the', 'to', 'of'].includes(t[k]!) || metricOf(t[k]!) !== undefined)) used[k++] = true;
    }
    // "on the agents side", "on the ios side": where, which the noun before says.
    else if (w === 'side' && t[i - 2] === 'the' && t[i - 3] === 'on' && used[i - 1] !== undefined && !FILLER.has(t[i - 1] ?? '')) used[i] = true;
    // "side by side": the rows already named, shown together; said right after a split ("by country side by side"), their figures in a table, not revenue's movers. "within 2%": the share itself says it.
    else if (w === 'side' && next === 'by' && t[i + 2] === 'side') {
      used.fill(true, i, i + 3);
      if (t[i - 2] === 'by' && dimensionOf(t[i - 1] ?? '')) r.versusPair = true;
    }
    // "row by row", "line by line", "one per row": the rows a report shows anyway, said of its shape (round 50)
    else if (/^(?:row|line)$/.test(w) && next === 'by' && t[i + 2] === w) used.fill(true, i, i + 3);
    else if (w === 'one' && /^(?:per|a|each)$/.test(next ?? '') && /^(?:row|line)$/.test(t[i + 2] ?? '')) used.fill(true, i, i + 3);
    else if (w === 'within' && /^\d{1,2}(\.\d+)?%$/.test(next ?? '')) used[i] = true;
    // "tighten to 1%", "loosen it to 5%": a share set, which the share says.
    else if (/^(tighten|loosen|widen|relax|narrow|change|set|lower|raise|bump|drop)$/.test(w) && /^\d{1,2}(\.\d+)?%$/.test(t[next === 'it' ? i + 3 : i + 2] ?? '') && t[next === 'it' ? i + 2 : i + 1] === 'to') used.fill(true, i, next === 'it' ? i + 3 : i + 2);
    // "p95 auction duration": a percentile of the durations the auction picture shows.
    else if (/^p\d{2}$/.test(w) && t.some((x) => /^(duration|durations|latency|time|times)$/.test(x))) used[i] = true;
    // "the scheduled channel digests", "when does the task fire next": what digests and Tasks are.
    // ("a digest for the puzzlequest client channel": the words before "channel" name the Slack channel, no app or figure — forty-second round)
    else if (/^channels?$/.test(w) && t.some((x) => intentOf(x) === digestCommand)) used.fill(true, channelNameFrom(t, i), i + 1);
    else if (/^rounds?$/.test(w) && t.some((x) => intentOf(x) === auctionCommand)) used[i] = true;
    // ("who last changed the live config", "when was it last updated": most recently, no period — forty-second round)
    else if (w === 'last' && /^(?:changed|edited|updated|published|modified|touched|deployed|pushed|saved|validated)$/.test(next ?? '')) used[i] = true;
    // "any alerts set up in here?": whether there are any, not an order to make one.
    // ("what alerts have i set up", "which digests did we set up": the ones there are, said of who made them — round 44)
    else if (w === 'set' && next === 'up' && ((['any', 'which', 'what'].includes(t[i - 2] ?? '') && intentOf(t[i - 1] ?? '')) || (['i', 'we', 'you'].includes(t[i - 1] ?? '') && ['have', 'has', 'did', 'had', "i've", "we've"].includes(t[i - 2] ?? '') && ['any', 'which', 'what'].includes(t[i - 4] ?? '') && intentOf(t[i - 3] ?? '')))) used.fill(true, i, i + 2);
    else if (/^(fire|fires|firing|trigger|triggers|kick|kicks)$/.test(w) && t.some((x) => intentOf(x) === tasksCommand)) used[i] = true;
    // "who holds the admin capability": who may, the access page.
    else if (w === 'who' && /^(holds?|gets?|got)$/.test(next ?? '') && t.some((x) => intentOf(x) === accessCommand)) used.fill(true, i, i + 2);
    else if (/^(capability|capabilities|role|roles|rights)$/.test(w) && t.some((x) => intentOf(x) === accessCommand)) used[i] = true;
    else if ((w === 'sources' || w === 'source') && t[i - 1] === demandCommand.name) used[i] = true;
    else if (['separately', 'individually'].includes(w) && dimensionOf(t[i - 1] ?? '')) {
      r.by.push(dimensionOf(t[i - 1]!)!);
      used.fill(true, i - 1, i + 1);
    } else if (w === 'next' && (next === 'run' || t[i - 1] === 'run') && t.some((x) => /^tasks?$/.test(x))) used.fill(true, i, i + 1 + (next === 'run' ? 1 : 0));
  }
}

/** Where a channel's name said before "channel" begins ("for the puzzlequest client channel": at "for"); the word itself when none is. */
function channelNameFrom(t: readonly string[], i: number): number {
  for (let k = i - 1; k >= Math.max(0, i - 5); k--) {
    if (['for', 'in', 'to', 'into'].includes(t[k]!)) return k;
    if ([digestCommand.name, 'digests', 'and', 'or', 'every', 'at'].includes(t[k]!)) return i;
  }
  return i;
}

/** Idioms of chat that ask nothing ("when you get a sec", "no rush", "at some point", "any idea"). */
const CHAT_IDIOMS: readonly (readonly string[])[] = [
  ['when', 'you', 'get', 'a', '*'], ['when', 'you', 'have', 'a', '*'], ['no', 'rush'], ['not', 'urgent'], ['at', 'some', 'point'], ['any', 'idea'],
  ['heads', 'up'], ['quick', 'one'], ['out', 'of', 'curiosity'], ['just', 'curious'], ['keep', 'hearing'], ['if', 'you', 'get', 'a', '*'],
  ['long', 'story', 'short'], ['wall', 'of', 'text'], ['feel', 'free', 'to', 'ignore'], ['if', "you're", 'busy'], ['if', 'you', 'are', 'busy'], ['random', 'question'], ['dumb', 'question'],
];
const IDIOM_ENDS = new Set(['sec', 'second', 'minute', 'moment', 'chance', 'min']);

/** Marks chat idioms read. */
export function readIdioms(t: readonly string[], used: boolean[]): void {
  for (let i = 0; i < t.length; i++) {
    const idiom = CHAT_IDIOMS.find((p) => p.every((w, k) => (w === '*' ? IDIOM_ENDS.has(t[i + k] ?? '') : t[i + k] === w)));
    if (idiom && used.slice(i, i + idiom.length).every((u) => !u)) used.fill(true, i, i + idiom.length);
  }
}

/**
 * Words not understood in a long, chatty ask ("ok so I was looking at the dashboard this morning and
 * fill on rewarded dropped a bunch yesterday, any idea why"): chat around a question that asks
 * clearly, and so left aside — when the message is long (12 words or more), they are few (two at
 * most, under one word in seven), and none narrows what is asked: none follows a word that narrows
 * ("for the new sdk", "excluding the beta", "in latam") within three words of its clause, and none
 * stands before a figure, a dimension or a name ("sdk revenue").
 */
/** Words that set part of the figures apart, understood or not: never left aside as chat. */
export const SETS_APART = new Set(['ignoring', 'ignore', 'ignored', 'skip', 'skipping', 'omit', 'omitting', 'leave', 'leaving', 'remove', 'removing', 'filter', 'filtered', 'segment', 'segments', 'cohort', 'cohorts', 'campaign', 'campaigns', 'version', 'versions', 'build', 'builds', 'sdk', 'beta', 'paying', 'organic', 'paid', 'source', 'sources', 'channel', 'region', 'city', 'cities', 'state', 'states', 'level', 'levels', 'excl', 'ex', 'minus', 'plus', 'net', 'gross']);

export function chatAround(r: Reading): boolean {
  const t = r.tokens.words;
  const at = t.flatMap((w, i) => (r.unknown.includes(w) && !r.used[i] && !FILLER.has(w) ? [i] : []));
  if (t.length < 12 || !at.length || at.length > 2 || at.length * 7 > t.length || at.length !== r.unknown.length) return false;
  return at.every((i) => {
    if (SETS_APART.has(t[i]!)) return false;
    const before = [i - 1, i - 2, i - 3].filter((k) => k >= 0 && r.tokens.clause[k] === r.tokens.clause[i]);
    const next = t[i + 1] ?? '';
    return !before.some((k) => NARROWING.has(t[k]!)) && metricOf(next) === undefined && dimensionOf(next) === undefined && !(r.used[i + 1] && !FILLER.has(next) && r.tokens.clause[i + 1] === r.tokens.clause[i] && !intentOf(next));
  });
}

/** Where the causes of a move are named: "drop from", "driven by", "due to", "because of". */
function causeLead(t: readonly string[], i: number): boolean {
  const [w, before] = [t[i]!, t[i - 1] ?? ''];
  if (w === 'from') return MOVEMENT.has(before) || (['come', 'comes', 'coming', 'came'].includes(before) && t.slice(0, i).some((x) => MOVEMENT.has(x)));
  return (w === 'by' && ['driven', 'driving', 'driver', 'caused'].includes(before)) || (w === 'to' && before === 'due') || (w === 'of' && before === 'because');
}
