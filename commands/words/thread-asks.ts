// Follow-ups whose words only the thread's command gives a meaning (issue 38's twenty-eighth round: the
// thirty-second to thirty-sixth sets asked them back). Each is read as a plainer ask that the reader
// already reads right, then held to the thread's report, else left to the usual reading (asked back):
// - a courtesy before the ask ("thx. what alerts do I have now?"): the ask;
// - two edits of an alert joined ("make it 15% and US only"): each applied in turn;
// - "add one" after the alerts or the digests list: an alert (as "add an alert …"), a digest form;
// - "run sub_… now": a digest subscription, named by its own id's form;
// - "post updates here when the status changes" after an A/B test: watching it here;
// - "and the bids from yesterday?" (a lead "and" the reader takes as a follow-up's): the words without it,
//   kept only when they ask the thread's own report;
// - "and the live one? deploying at noon": the question, a release's news after it no part of it;
// - "round durations?" after auction stats: a part of that report, as said after its command;
// - "with all sources" after revenue: its source=all;
// - "best win rate first" after bidders: the sort said, "first" its order;
// - "as csv for finance", "export that to csv", "…, csv": the thread's table (or the ask before) as a file;
// - "and the week before?" after a report that compares nothing (bidders, a table), "and for the whole month?" after
//   one day: the thread's week moved back a week, its day's month.
import { spellPeriodSlips } from './period-slips.js';
import { chatSlips } from './chat-slips.js';
import { hoursBeside } from './hours-beside.js';
import { DateTime } from 'luxon';
import { resolveRange } from '../../src/time/resolve.js';
import { takeRange } from '../../src/time/range.js';
import { alertsCommand } from '../alerts/index.js';
import { auctionCommand } from '../auction/index.js';
import { biddersCommand } from '../bidders/index.js';
import { digestCommand, SUBSCRIPTION_ID_RE } from '../digest/index.js';
import { revenueCommand } from '../revenue/index.js';
import { abtestCommand } from '../abtest/index.js';
import { UTC_COMMANDS, type Composed, type Days } from './compose.js';
import { dispatch } from '../dispatch.js';
import { COMMANDS } from '../registry.js';
import { subcommandOf } from './command-text.js';

type Ask = (words: string, previous: string | undefined) => Composed;

const command = (c: Composed | undefined): string | undefined => (c?.kind === 'command' ? c.text : undefined);
const nameOf = (text: string) => text.split(/\s+/)[0] ?? '';
const TAIL = /[\s?!.]*(?:(?:pls|please|thx|thanks|ty)[\s?!.]*)?$/i;
const COURTESY = /^(?:thx|thanks|thank you|thank u|ty|cheers|great|cool|nice|perfect|awesome|ok|okay|got it)\b[\s.,!:;-]+(?=\S)/i;
// (whom a file is for says nothing of what is in it)
const AUDIENCE = /\s+for (?:the )?(?:finance|accounting|client|clients|board|team|exec|execs|leadership|cfo|ceo|my boss|boss|sales|marketing|deck|report|meeting)\b/i;
const RELEASE_NEWS = /^(?:(?:we'?re|we are|i'?m|i am) )?(?:deploying|shipping|launching|releasing|going live|rolling (?:it |this )?out|pushing (?:it |this )?(?:live|out))(?: (?:it|this|that))?(?: (?:at|by|around|before|after|on|in|tomorrow|today|tonight|later|soon|this)\b[^?]*)?[.!]*$/i;
const CSV_ASK = /^(?:(?:and |also |now )?(?:(?:can you |pls |please )?(?:export|download|send|dump|save|give me|get me) (?:that|it|this|them|the table) )?(?:as|to|in|into) (?:an? )?csv(?: file)?|(?:and )?csv)$/i;
const CSV_AFTER = /(?:,|\s+and|\s+as|\s+in|\s+to)\s+(?:(?:as|in|to) )?(?:an? )?csv(?: file)?$/i;

export function threadAsk(previous: string, text: string, days: Days, ask: Ask): Composed | undefined {
  const prev = previous.trim().replace(/^\/adops\b\s*/i, '');
  const sub = nameOf(prev);
  const t = text.trim();
  const bare = t.replace(TAIL, '').trim();
  const kept = (c: Composed | undefined, name = sub) => (command(c) && nameOf(command(c)!) === name ? c : undefined);
  // (a courtesy before an ask of its own: the ask, in the thread)
  if (COURTESY.test(t)) return ask(t.replace(COURTESY, ''), previous);
  if (sub === alertsCommand.name) {
    const one = /^add (?:one|another|a new one)\b/i.test(bare) ? kept(ask(bare.replace(/^add (?:one|another|a new one)\b/i, 'add an alert'), previous)) : undefined;
    if (one) return one;
    const parts = /^alerts add\b/.test(prev) ? bare.split(/\s*,\s*|\s+and\s+/) : [];
    if (parts.length === 2) {
      const first = command(kept(ask(parts[0]!, prev)));
      const both = first && command(kept(ask(parts[1]!, first)));
      if (both && both !== first && first !== prev) return { kind: 'command', text: both };
    }
  }
  if (sub === digestCommand.name && /^(?:add|create|make|set up) (?:a new one|one|another one|another|a new)$/i.test(bare)) return { kind: 'command', text: `${digestCommand.name} add` };
  if (sub === abtestCommand.name && /^abt_\S+$/i.test(prev.split(/\s+/)[1] ?? '')) {
    const watch = bare.replace(/^(?:can you |pls |please )?(?:post|send|drop|share|give (?:us|me)) (?:(?:an?|the|any) )?(?:updates?|a note|a message|a ping) (?=here\b|in here\b|(?:in|to|into) (?:this|the|our) channel\b)/i, 'watch it ');
    // ("… when it moves", "as soon as the result shifts": what a watch posts on, said — round 48)
    if (watch !== bare) return kept(ask(watch.replace(/,?\s+(?:when|whenever|if|as soon as|once) (?:it|that|the (?:status|result|verdict|test)|its (?:status|result|verdict)|anything|something) (?:changes|moves|shifts|flips|updates|turns|changes status)$/i, ''), previous));
  }
  if (/^(?:and|also|plus)\s+/i.test(t) && !/^(?:and|also|plus)\s+(?:the|that|this)?\s*(?:week|month|day)\b/i.test(t)) {
    const rest = kept(ask(t.replace(/^(?:and|also|plus)\s+/i, ''), previous));
    if (rest && sub === auctionCommand.name) return rest;
  }
  // (only a release's news and its time: "thinking of the uk too", "comparing with staging" ask more — asked)
  const news = /^([^?]+\?)\s+(.+)$/.exec(t);
  if (news && RELEASE_NEWS.test(news[2]!.trim())) return kept(ask(news[1]!, previous));
  // (a verb of seeing before the part does not make it longer: "show round durration p95" — round 31; nor "what kind of" — round 43)
  const part = bare.replace(/^(?:(?:can you |pls |please )?(?:show(?: me)?|give me|get|pull|what(?:'s| is| are) the|(?:what|which) (?:kinds?|types?|sorts?) of|and|also) )/i, '');
  if (/^auction stats\b/.test(prev) && part.split(/\s+/).length <= 3) {
    const said = command(ask(`${prev} ${part}`, undefined));
    if (said && /^auction stats\b/.test(said) && / metric=\S+/.test(said) && said.replace(/ metric=\S+/, '') === prev.replace(/ metric=\S+/, '')) return { kind: 'command', text: said };
  }
  // ("including the other sources": every source, as said alone — ./periods-said.ts, round 39)
  if (sub === revenueCommand.name && /^(?:(?:and |but )?(?:with|incl|including|plus|across|from|over|for) )?(?:all (?:the )?|the other )sources$/i.test(bare)) return withOption(prev, 'source', 'all');
  if (sub === biddersCommand.name && /\s+(?:first|on top|at the top)$/i.test(bare)) {
    const sorted = command(kept(ask(bare.replace(/\s+(?:first|on top|at the top)$/i, ''), previous)));
    if (sorted && / sort=\S+/.test(sorted)) return { kind: 'command', text: sorted };
  }
  // ("compare yesterday" after one day's hourly table: that day's hours — ./hours-beside.ts)
  const beside = hoursBeside(prev, bare, ask);
  if (beside) return beside;
  const file = csvOf(prev, bare, previous, ask);
  if (file) return file;
  return movedPeriod(prev, bare, days);
}

/** Runs `sub_…` ("run sub_3x9q2m7k now pls"): the digest subscription of that id, the only thing of that form. */
export function runSubscription(text: string): string | undefined {
  const m = /^(?:pls |please |can you )?(?:run|send|trigger|fire) (?:digest |the digest |subscription )?(\S+)(?: (?:now|right now|again))?$/i.exec(text.trim().replace(TAIL, '').trim());
  return m && SUBSCRIPTION_ID_RE.test(m[1]!) ? `${digestCommand.name} run ${m[1]}` : undefined;
}

function withOption(prev: string, key: string, value: string): Composed {
  return { kind: 'command', text: [...prev.split(/\s+/).filter((w) => !w.toLowerCase().startsWith(`${key}=`)), `${key}=${value}`].join(' ') };
}

const runs = (text: string) => dispatch(COMMANDS, text).kind === 'run';

/** The thread's table as a file, or the ask before ", csv" applied and then filed. */
function csvOf(prev: string, bare: string, previous: string, ask: Ask): Composed | undefined {
  if (!/\bcsv\b/i.test(bare)) return undefined;
  const words = bare.replace(AUDIENCE, '').trim();
  const filed = (text: string) => (/(?:^| )csv(?: |$)/.test(text) ? text : `${text} csv`);
  if (CSV_ASK.test(words)) return runs(filed(prev)) && filed(prev) !== prev ? { kind: 'command', text: filed(prev) } : undefined;
  const head = words.replace(CSV_AFTER, '');
  if (head === words) return undefined;
  const before = command(ask(head, previous));
  return before && subcommandOf(before) === subcommandOf(prev) && runs(filed(before)) ? { kind: 'command', text: filed(before) } : undefined;
}

/** "and the week before?" after a calendar week of a report that takes no comparison: the week before it; "and for the whole month?" after one day: its month (to date, if this one; after a span, which month is less plain: asked). */
function movedPeriod(prev: string, bare: string, days: Days): Composed | undefined {
  const week = /^(?:and |what about |how about )?(?:for |over )?(?:the|that) (?:week before(?: that)?|previous week|prior week|week prior)$/i.test(bare);
  // ("whole week", "entire month" without the article, "what about the week": the same — round 44)
  const month = /^(?:and |what about |how about )?(?:for |over )?(?:(?:the )?(?:whole|entire|full)|the) month$/i.test(bare);
  // ("the whole week" after a day: that day's week, as the month above — round 43)
  const whole = /^(?:and |what about |how about )?(?:for |over )?(?:(?:the )?(?:whole|entire|full)|the) week$/i.test(bare);
  if (!week && !month && !whole) return undefined;
  const d = dispatch(COMMANDS, prev);
  if (d.kind !== 'run') return undefined;
  const [name, ...words] = prev.split(/\s+/);
  let taken;
  try {
    taken = takeRange(words, { hours: false });
  } catch {
    return undefined;
  }
  if (!taken.spec) return undefined;
  const zone = UTC_COMMANDS.has(d.command) ? 'UTC' : days.now.zoneName ?? 'UTC';
  const was = resolveRange(taken.spec, { nowMs: days.now.toMillis(), tz: zone });
  const [from, to] = [DateTime.fromISO(was.startDate, { zone }), DateTime.fromISO(was.endDate, { zone })];
  let range: string | undefined;
  // (where the report compares, "and the week before?" may ask that comparison — contested between the sets: asked, as the twenty-fifth round left it)
  if (week && from.weekday === 1 && to.diff(from, 'days').days === 6 && !runs(`${prev} vs=previous`)) range = `${from.minus({ weeks: 1 }).toISODate()}..${to.minus({ weeks: 1 }).toISODate()}`;
  if (month && was.startDate === was.endDate) {
    const today = UTC_COMMANDS.has(d.command) ? days.utc : days.local;
    range = from.hasSame(today, 'month') ? 'mtd' : `${from.startOf('month').toISODate()}..${from.endOf('month').toISODate()}`;
  }
  if (whole && was.startDate === was.endDate) {
    const today = UTC_COMMANDS.has(d.command) ? days.utc : days.local;
    range = from.hasSame(today, 'week') ? 'this week' : `${from.startOf('week').toISODate()}..${from.endOf('week').toISODate()}`;
  }
  const text = range && [name, ...taken.rest, range].join(' ');
  return text && runs(text) ? { kind: 'command', text } : undefined;
}

/** "compared w/ september", "the same days last yr", "last yeat" (./period-slips.ts), "ovr the whole week" (chat's shorthand, ./chat-slips.ts — round 48): shorthand a phrase's rule reads only spelt out (the tokens spell it later, too late for it). */
export function spellOut(words: string): string {
  return spellPeriodSlips(chatSlips(words)).replace(/(^|\s)w\/(?=\s)/gi, '$1with').replace(/\byrs?\b/gi, (w) => (w.toLowerCase() === 'yrs' ? 'years' : 'year'));
}

/** Only where the words were asked back (never in place of an answer): the shorthand spelt out, a digest run by its id, the thread's follow-up. */
export function orThread(u: Composed, words: string, previous: string | undefined, days: Days, ask: Ask): Composed {
  if (u.kind === 'command' || words.length > 500) return u;
  const spelt = spellOut(words);
  const again = spelt !== words ? ask(spelt, previous) : undefined;
  if (again?.kind === 'command') return again;
  const run = runSubscription(words);
  const asked = run ? { kind: 'command' as const, text: run } : previous ? threadAsk(previous, words, days, ask) : undefined;
  return asked?.kind === 'command' && runs(asked.text) ? asked : u;
}
