// Words that ask for what no command answers (lexicon BEYOND): a figure the API has not, a time to
// come, a judgement, an order, or a filter that leaves a value out. The reader lists them; a
// question holding one is asked back (./compose.ts), because an answer about something else would
// be a guess shown as an answer.
import { BEYOND, FORMAT_WORDS, GREETING_AFTER, METRIC, OS_WORDS } from './lexicon.js';
import { countryAt } from './names.js';
import { metricOf, type Reading } from './reading.js';
import type { Tokens } from './tokens.js';

/** Words that only lead into an order: "i want to", "can you", "please", "i'd like to" (a word read as chatter is ''). */
const LEAD = new Set(['', 'i', 'want', 'wanna', 'need', 'to', 'please', 'pls', 'plz', 'kindly', 'can', 'could', 'would', 'you', 'u', 'id', "i'd", 'like', 'let', 'me', 'lets', "let's", 'just']);
/** Orders that change or end what is there (never one that makes something, "set up an export", "make me a digest": those are asks of their own). */
const EDITS = new Set(['change', 'pause', 'stop', 'delete', 'remove', 'turn', 'raise', 'lower', 'increase', 'enable', 'disable', 'reset', 'mute', 'unsubscribe', 'block']);
/** Whether the words before an order only lead into it; "can i", "could we" ask whether it may be done, not for it ("can we ship the test"). */
const leadsIn = (before: readonly string[]) => before.every((x) => LEAD.has(x)) && !before.some((x, k) => (x === 'can' || x === 'could') && before[k + 1] === 'i');
/** The participle of a what-if ("would have been", "would have earned"); "would have liked" only asks politely. */
const WHAT_IF = /^(?:been|made|done|won|lost|got|gotten|seen|had|[a-z]+ed)$/;
const WISHED = new Set(['liked', 'loved', 'preferred', 'wanted', 'needed', 'asked', 'expected']);
/** Verbs that make a share a rate said by its formula ("of the ads we showed got clicked": CTR; "of requests filled": fill). */
const RATE_VERBS = new Set(['clicked', 'filled', 'answered', 'won', 'timed']);

/** The words that ask what no command answers; "will" is a time to come unless it asks the bot ("will you show …"). */
export function beyondWords(t: readonly string[]): Reading['beyond'] {
  return t.flatMap((w, i): Reading['beyond'] => {
    const next = t[i + 1] ?? '';
    if (w === 'will' && next !== 'you' && next !== '') return [{ kind: 'future' as const, word: w }];
    if (w === 'good' && GREETING_AFTER.has(next)) return [];
    // "net revenue", "gross ecpm": after fees or before them; the API reports neither split.
    if ((w === 'net' || w === 'gross') && metricOf(next) !== undefined) return [{ kind: 'figures' as const, word: `${w} ${next}` }];
    if (w === 'should' && !['i', 'we', 'they', 'you'].includes(next)) return [];
    // "what % of revenue", "share of revenue from the US": a share of a total, which no report gives.
    // (issue 38's sixteenth round: the noun said first asks it too, "share of impressions from iOS last week"; a sign or
    // "percent" first is a number's unit, and "share of the ads we showed got clicked" a rate said by its formula)
    if (['%', 'percent', 'percentage', 'proportion', 'share', 'fraction'].includes(w) && next === 'of' && (i > 0 || (!['%', 'percent'].includes(w) && !t.some((x) => RATE_VERBS.has(x))))) return [{ kind: 'figures' as const, word: 'shares of a total' }];
    // ("make it top 10": the answer before, made another way.)
    // (round 48: after a preamble only — "i want to change my digest", "please pause the alert" — the order still comes first)
    if (BEYOND.action.has(w) && ((i > 0 && !(EDITS.has(w) && leadsIn(t.slice(0, i)))) || (w === 'make' && ['it', 'that', 'this', 'them'].includes(next)))) return [];
    // "who made this bot": who, not how much.
    if (w === 'who' && ['made', 'make', 'built', 'build', 'created', 'wrote', 'developed', 'owns', 'maintains'].includes(next)) return [{ kind: 'bot' as const, word: `${w} ${next}` }];
    // "requests per user", "revenue per request": a ratio no report shows (ARPDAU and impressions per user are read in ./read.ts).
    if (w === 'per' && metricOf(next) !== undefined) {
      const before = metricOf(t[i - 1] ?? '');
      const read = ['user', 'users', 'dau'].includes(next) && (before === METRIC.revenue || before === METRIC.impressions);
      if (!read) return [{ kind: 'figures' as const, word: `${t[i - 1] ?? ''} per ${next}`.trim() }];
    }
    // "what do we do about it", "what should I do now": advice asked, which no report gives (round 38; "what can I do" alone asks the bot).
    if (w === 'do' && t[i - 3] === 'what' && ['do', 'should', 'shall', 'can', 'could'].includes(t[i - 2] ?? '') && ['we', 'i', 'u'].includes(t[i - 1] ?? '') && (next === 'about' || (t[i - 2] !== 'can' && t[i - 2] !== 'could' && ['', 'now', 'next', 'then', 'here'].includes(next)))) return [{ kind: 'judgement' as const, word: 'what to do' }];
    // "what did I ask you yesterday", "what I asked before": the conversation, not the figures.
    if ((w === 'asked' && ['i', 'we'].includes(t[i - 1] ?? '')) || (w === 'ask' && t[i - 1] === 'i' && t[i - 2] === 'did')) return [{ kind: 'bot' as const, word: `${t[i - 1]} ${w}` }];
    // "what would revenue have been had the test shipped", "how much would we have made if …": a what-if, which no report answers (round 49)
    if (w === 'would' && t.slice(i + 1, i + 4).some((x, k) => x === 'have' && WHAT_IF.test(t[i + k + 2] ?? '') && !WISHED.has(t[i + k + 2] ?? ''))) return [{ kind: 'figures' as const, word: 'what would have been' }];
    // "what's your pricing": a question about the bot, not the account's figures.
    if (w === 'your' || w === 'yours') return [{ kind: 'bot' as const, word: w }];
    const kind = (Object.keys(BEYOND) as (keyof typeof BEYOND)[]).find((k) => BEYOND[k].has(w));
    return kind ? [{ kind, word: w }] : [];
  });
}

const NEGATIONS = new Set(['without', 'except', 'excluding', 'exclude', 'excl', 'outside', 'non', 'ex', 'not', 'minus', 'besides']);
/** "revenue without Brazil", "non-US", "ios only, no android", "everything but banner": a filter takes one value in; none leaves one out. */
export function leftOut(tokens: Tokens, countries: readonly string[], isName: (t: readonly string[], i: number) => boolean = () => false): Reading['beyond'] {
  const t = tokens.words;
  return t.flatMap((w, i) => {
    if (!NEGATIONS.has(w) && !(w === 'no' && OS_WORDS[t[i + 1] ?? ''])) return [];
    const j = t[i + 1] === 'the' ? i + 2 : i + 1;
    if (j >= t.length) return [];
    // (a bidder or an app too: "bidders other than alpha", "not counting bravo")
    return OS_WORDS[t[j]!] || FORMAT_WORDS[t[j]!] || isName(t, j) || countryAt(t, tokens.typed, j, countries) ? [{ kind: 'negated' as const, word: `${w} ${tokens.typed[j]}` }] : [];
  });
}
