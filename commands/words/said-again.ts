// Words read again, said the plainer way, when the first reading asked back (round 34; a module of
// its own as understand.ts, read.ts and follow-up.ts are at their 300-line limit; called from
// ./second-look.ts, which keeps the second reading only when it is a command the parser runs):
// - short slips the corrector leaves (a key beside: "reb" rev, "weel" week; two letters swapped:
//   "donw", "auciton"; a letter dropped: "tody", "wy") and chat ("rn" right now, "pl" please);
// - "check the draft" is its validation, as the grammar's `config check` is;
// - "snooze alr_… 1 day": the grammar's 1d; "alert me on <figure> down N%" is "alert me if …";
// - "here in channel" is this channel; a test "dead?" is whether it is done; who "wins the most
//   auctions" is who wins the most (the bidders by win rate, not the auction's stats, which rank none);
// ("and the week before?" after last week is left asked: the older sets label it the comparison, the
// week before alone, and a question back — three readings.)
import type { Understanding } from './compose.js';
import { periodOf, subcommandOf } from './command-text.js';
import { whyCommand } from '../why/index.js';

const SLIPS: readonly [RegExp, string][] = [
  [/\breb\b/g, 'rev'],
  [/\bweel\b/g, 'week'],
  [/\bdonw\b/g, 'down'],
  [/\b(?:auciton|auctn|aucton)(s?)\b/g, 'auction$1'],
  [/\btody\b/g, 'today'],
  [/\bwy\b/g, whyCommand.name],
  [/\brn\b/g, ''],
  [/\bpl\s*[?!.]*$/g, 'please'],
  [/\b(?:check|chek|chk|verify)\s+(the\s+|our\s+|my\s+)?(draft|config|configuration)\b/g, 'validate $1$2'],
  [/\bhere\s+in\s+(?:the\s+|this\s+)?(?:channel|chan)\b/g, 'in this channel'],
  [/\b(wins?|winning|won)\s+(?:the\s+)?most\s+(?:auctions|auction|bids)\b/g, '$1 the most'],
  [/\b(alert|ping|notify)\s+(me|us)\s+on\s+/g, '$1 $2 if '],
  // ("stretch that to 90 days", "extend it to 60 days": the thread's span made another length, as "make it 90 days" — round 47)
  [/^\s*(?:stretch|extend|widen|expand|lengthen|shorten)\s+(?:it|that|this|the\s+(?:range|period|window))\s+(?:out\s+)?to\s+(?=(?:the\s+)?(?:last\s+|past\s+)?\d{1,3}\s*(?:days?|d|weeks?|months?)\b)/g, 'make it '],
  [/\b(snooze\s+alr_[a-z0-9]+\s+)(?:for\s+)?(\d{1,3})\s*(?:days?)\b/g, '$1$2d'],
  [/\b(snooze\s+alr_[a-z0-9]+\s+)(?:for\s+)?(\d{1,3})\s*(?:hours?|hrs?)\b/g, '$1$2h'],
];
/** In a thread only: an edit verb put before what the thread's command becomes. */
const THREAD_SLIPS: readonly [RegExp, string][] = [
  // (round 49: "switch to ecpm", "change it over to fill": the thread's figure or period made another, as "make it ecpm" —
  // a split said with it, "switch to japan by country", is more than the one edit and stays asked;
  // "widen to the last 30 days", "expand to this month": the period said, as said alone)
  [/^\s*(?:ok\s+|okay\s+|now\s+|and\s+)?(?:switch|change)\s+(?:(?:it|that|this)\s+)?(?:over\s+)?to\s+(?!.*\bby\b)/g, 'make it '],
  [/^\s*(?:ok\s+|okay\s+|now\s+|and\s+)?(?:widen|expand|extend|broaden|narrow|shorten)\s+(?:(?:it|that|this)\s+)?(?:out\s+|back\s+)?to\s+(?=(?:the\s+)?(?:last|past|this|previous|prior|mtd|qtd|ytd|whole|all|yesterday|today)\b)/g, ''],
  // ("make it app by format", "turn it into country x os": the new split said alone)
  [/^\s*(?:ok\s+|okay\s+|now\s+)?(?:make|turn)\s+(?:it|that|this)\s+(?:into\s+)?(?=[a-z_]+\s+(?:by|x)\s+[a-z_]+\s*[?!.]*$)/g, ''],
];
/** Words that add a report beside the thread's ("auction stats too"). */
const BESIDE = /\s*\b(?:too|also|as\s+well)\b\s*[?!.]*/gi;
const besides = (t: string) => /\b(?:too|also|as\s+well)\b/i.test(t);

/** The words said the plainer way; the same text when nothing changed. */
export function resaid(words: string, thread = false): string {
  let t = words.toLowerCase();
  for (const [slip, plain] of thread ? [...SLIPS, ...THREAD_SLIPS] : SLIPS) t = t.replace(slip, plain);
  // ("dead?" of a test named: whether it is done)
  if (/\b(?:test|experiment|abt?)\b/.test(t)) t = t.replace(/\bdead\b/g, 'done');
  t = t.replace(/\s+/g, ' ').trim();
  return t === words.toLowerCase().replace(/\s+/g, ' ').trim() ? words : t;
}

/** After a clarification: the words said plainly, read again; "<another report> too" in a thread, that report alone. */
export function saidAgain(u: Understanding, words: string, previous: string | undefined, again: (w: string, previous: string | undefined) => Understanding): Understanding {
  if (u.kind !== 'clarify') return u;
  const plain = resaid(words, previous !== undefined);
  const v = plain !== words ? again(plain, previous) : u;
  if (v.kind === 'command') return v;
  if (previous && besides(plain)) {
    const alone = again(plain.replace(BESIDE, ' ').trim(), undefined);
    const sub = alone.kind === 'command' ? subcommandOf(alone.text) : undefined;
    if (alone.kind === 'command' && sub && sub !== subcommandOf(previous) && new RegExp(`\\b${sub.name}\\b`, 'i').test(plain) && (periodOf(alone.text) !== undefined || periodOf(previous) === undefined)) return alone;
  }
  return u;
}
