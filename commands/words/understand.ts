// Plain words → the /adops command they mean, or a short question back. Pure and deterministic:
// no model, no I/O; the same words, context and clock give the same answer. Every command text it
// gives has been through the real parser (commands/dispatch), so it runs exactly as typed would.
//
// In order: a text that already parses as a command is that command; a follow-up in a thread
// refines the previous command (./follow-up.ts); otherwise the words are read (./read.ts) and
// composed into a command (./compose.ts). Anything not understood with confidence is a
// clarification with up to three commands it might mean — never a guess shown as an answer.
import { dispatch, findCommand } from '../dispatch.js';
import { abtestCommand } from '../abtest/index.js';
import { COMMANDS } from '../registry.js';
import { tasksCommand } from '../tasks/index.js';
import { compose, rangeFor, type Composed, type Understanding } from './compose.js';
import { revenueCommand } from '../revenue/index.js';
import { looksLikeFollowUp, refine, figureBeside } from './follow-up.js';
import { configThat } from './config-words.js';
import { conditionFirst, underCondition } from './conditions.js';
import { editThat } from './follow-edits.js';
import { moversAgain, threadEdit, watchThat } from './thread-edits.js';
import { alertEdit } from './alert-edits.js';
import { flagFollow } from './flag-follow.js';
import { allOthers, auditNewest, logCount } from './log-count.js';
import { chatLead } from './chat-leads.js';
import { otherAccount } from './accounts.js';
import { unpaste } from './pasted.js';
import { unmark } from './markup.js';
import { uncli } from './cli.js';
import { earlyWords } from './asked-another-way.js';
import { weekdayClash } from './weekday-clash.js';
import { sentElsewhere } from './sent-elsewhere.js';
import { unnamedThing } from './unnamed-thing.js';
import { howToOrder } from './how-to-order.js';
import { askedFirst } from './asked-first.js';
import { whyInThread } from './why-in-thread.js';
import { rowOfList } from './list-row.js';
import { monthEnds } from './month-ends.js';
import { rephrase, tableWords } from './rephrase.js';
import { buriedAsk, headFits } from './buried.js';
import { RELAY_VERBS } from './glue.js';
import { alertOnThat } from './asks.js';
import { FILLER } from './lexicon.js';
import { read, type Reading } from './read.js';
import { helpOfNamed } from './help-thread.js';
import { uncarried } from './carried.js';
import { isGrammarText } from './grammar.js';
import { splitOfThread } from './split-typed.js';
import { tokenize } from './tokens.js';
import { restate } from './restate.js';
import { slipsFirst } from './phrase-slips.js';
import { voices } from './voices.js';
import { relayedVoice } from './relayed-voice.js';
import { boardVoice } from './board-voice.js';
import { trendWords } from './trend-words.js';
import { plainAsks } from './plain-asks.js';
import { relativeDays } from './relative-days.js';
import { goneBack } from './gone-back.js';
import { weeksAgoVs } from './weeks-ago-vs.js';
import { weekdayAfter } from './weekday-after.js';
import { threadFirst } from './thread-first.js';
import { wholeOrder } from './whole-orders.js';
import { bidderNicknamed, nicknamed } from './nicknames.js';
import { unswap } from './swapped.js';
import { unranked } from './than.js';
import { tableAsks } from './table-asks.js';
import { spokenDay, spokenReadings } from './spoken-day.js';
import { asOfDay } from './as-of.js';
import { askedInstead } from './asked-instead.js';
import { firstAsks } from './first-asks.js';
import { grainFits } from './grain.js';
import { placeKept } from './place-kept.js';
import { auctionViewKept } from './auction-view-kept.js';
import { likeForLike } from './running-versus.js';
import { orThread } from './thread-asks.js';
import { ownClock, ownZone, zoneRefused } from './zone-refused.js';
import { unquoted } from './quoted.js';
import { threadSaid } from './thread-said.js';
import { withoutComparison } from './comparison-off.js';
import { whyOfTest } from './test-why.js';
import { GAP_ASKED, gapPointed, pointsBack, sameAsBefore } from './earlier-ask.js';
import { otherReport, namesOwnId } from './other-report.js';
import { saidPlainly } from './said-plainly.js';
import { restatedPeriod } from './restated-period.js';
import { lastYesterday, lastYesterdayReadings } from './last-yesterday.js';
import { formalVoice } from './formal-voice.js';
import { mendedFirst } from './mended-first.js';
import { asFile } from './table-file.js';
import { secondLook } from './second-look.js';
import { daysOf, namesInUse, protectedWords, type AccountNames } from './asker.js';
import { dropsTimeSplit, parses, periodOf, readsPeriod, sameCommand, subcommandOf } from './command-text.js';

export type { AccountNames, Understanding };

export interface WordsContext {
  /** The asker's IANA timezone (Slack's); relative dates are read in it, except for UTC commands. */
  timezone: string;
  now: Date;
  names?: AccountNames;
  /** The previous /adops command text in this thread, without "/adops ". */
  previous?: string;
}

/** At most this many characters are read; a thread's message of up to SHORT words (glue not counted) changes its question (./follow-up.ts). */
const [MAX_CHARS, SHORT] = [500, 6];

export function understand(asked: string, ctx: WordsContext): Understanding {
  // (every pass reads at most MAX_CHARS: a Slack message can be far longer, and no pattern may see more; a junior's everyday words and slips mended first: ./mended-first.ts)
  // (a thread's change said with chat around it, "nvm, spain", "try canada": the change — ./chat-leads.ts)
  const words = chatLead(mendedFirst(asked.slice(0, MAX_CHARS), ctx.names, ctx.now, ctx.timezone), ctx.previous);
  // ("export" alone after the help: its help — ./help-thread.ts; "without the yoy, just Q3" after vs=: the rest without it — ./comparison-off.ts)
  const off = helpOfNamed(words, ctx.previous) ?? withoutComparison(words, ctx.previous, (w, previous) => understand(w, { ...ctx, previous }));
  if (off) return off;
  // (asked back where the command would answer something else: ./asked-first.ts)
  const said = auditNewest(askedFirst(howToOrder(words, (w) => understandWords(w, ctx)) ?? understandWords(words, ctx), words, daysOf(ctx).local, ctx.names?.tasks), words);
  // (asked back: shorthand spelt out, or a follow-up only the thread's command gives a meaning — ./thread-asks.ts)
  const u = orThread(said, words, ctx.previous, daysOf(ctx), (w, previous) => understand(w, { ...ctx, previous }));
  // ("as a csv" after a revenue split: the same split's table, as a file — ./table-file.ts)
  const filed = asFile(u, words, ctx.previous, (w, previous) => understand(w, { ...ctx, previous }));
  if (filed) return filed;
  // (a command typed in the grammar runs as typed: only words made into a table are held to its grain; then a last look at the words, ./second-look.ts)
  const typed = words.replace(/^\s*\/adops\b/i, '').replace(/[?!.]+$/, '').trim();
  // (last, a Task or test ordered stopped or sent elsewhere, even where the thread read it: ./sent-elsewhere.ts)
  return u.kind === 'command' && u.text === typed ? u : sentElsewhere(secondLook(grainFits(likeForLike(ownClock(u, ctx.timezone) as Understanding, daysOf(ctx).local, words), daysOf(ctx)), words, ctx.previous, ctx.names, (w, previous) => understand(w, { ...ctx, previous })), words);
}

function understandWords(words: string, ctx: WordsContext): Understanding {
  // ("adops rev yday", "revenue yesterday --by country": the command line's forms, the grammar's: ./cli.ts)
  const text = uncli(earlyWords(unmark(words.slice(0, MAX_CHARS))).replace(/<@[A-Z0-9]+(\|[^>]*)?>/g, ' ').replace(/^\s*\/adops\b/i, '').replace(/\s+/g, ' ').trim());
  const typed = text.replace(/[?!.]+$/, '').trim();
  // ("help me": help, not the help of the subcommand whose alias is "me".)
  // ("breakdown by day" under a command with a period: the thread's question split, ./split-typed.ts)
  if (typed && isGrammarText(typed) && findCommand(COMMANDS, typed.split(' ')[0]!) && !(findCommand(COMMANDS, typed.split(' ')[0]!) === COMMANDS[0] && FILLER.has(typed.split(' ')[1] ?? '')) && !splitOfThread(typed, ctx.previous)) {
    const d = dispatch(COMMANDS, typed);
    if (d.kind === 'run' && !((d.command === tasksCommand || d.command === abtestCommand) && namesAWord(d.request, ctx.names))) return { kind: 'command', text: typed };
  }
  // ("give guests read access": the whole message an order the access command takes: ./whole-orders.ts)
  const ordered = wholeOrder(words.slice(0, MAX_CHARS), text);
  if (ordered) return checked(ordered);
  const names = namesInUse(ctx.names);
  // ("alert this channel and <@U…> if …": the members mentioned, whom an alert set up here tells too)
  const mentioned = [...words.slice(0, MAX_CHARS).matchAll(/<@([UW][A-Z0-9]+)(?:\|[^>]*)?>/g)].map((m) => m[1]!);
  // (a clock named that is the asker's own — "in new york time" asked in New York — adds nothing: ./zone-refused.ts)
  const readOf = (t: ReturnType<typeof tokenize>) => whyOfTest(tableAsks(unranked(unswap(Object.assign(ownZone(read(t, names), ctx.timezone), mentioned.length ? { mentioned } : {})))));
  // Pasted emails and tickets, templates, British dates: made plain first (./pasted.ts); phrasings said the long way, the reader's words (./rephrase.ts).
  const days = daysOf(ctx);
  // (days placed in a month, "the last 3 days of october", written as their dates: ./month-ends.ts; emoji shortcodes, formulas, a region beside its country, words run together, slips: ./restate.ts)
  const countriesOf = (t: string) => { const r = read(tokenize(t, protectedWords(names)), names); return r.countries ?? (r.country ? [r.country] : []); };
  // (phrases a later pass would cut apart, read first (./first-asks.ts); slips first, which the passes after would not match (./phrase-slips.ts); then the formal voice (./formal-voice.ts), voices, nicknames, relative days)
  const voiced = weeksAgoVs(relativeDays(goneBack(bidderNicknamed(nicknamed(voices(plainAsks(trendWords(boardVoice(relayedVoice(formalVoice(slipsFirst(firstAsks(text), protectedWords(names), names.abtests, names.bidders), (w) => readOf(tokenize(w, protectedWords(names))), ctx.previous))))), names.countries), names.apps), names.bidders), ctx.previous), days.local), days.local);
  // (figures quoted from a digest or an alert before the ask about them: ./quoted.ts)
  const plain = restatedPeriod(threadSaid(monthEnds(tableWords(rephrase(unquoted(unpaste(restate(saidPlainly(weekdayAfter(voiced, ctx.previous, days.local), ctx.previous, days.local, names.apps, names.abtests), protectedWords(names), countriesOf, days.local, ctx.previous)))), ctx.previous), days.local), ctx.previous), (w) => readOf(tokenize(w, protectedWords(names))), days.local);
  const tokens = tokenize(plain, protectedWords(names));
  if (!tokens.words.length) return checked({ kind: 'clarify', reason: 'Ask me about your figures in plain words.', suggestions: [] });
  // "monday the 30th" when the 30th is a Friday: which of the two is meant is not in the words (./weekday-clash.ts).
  const clash = weekdayClash(text, days.local);
  if (clash) return checked({ kind: 'clarify', reason: clash, suggestions: [] });
  // ("four October": the 4th, or voice-to-text's "for October"; "as of nov 3": on, since or until; "which bidder pays the most" — asked: ./spoken-day.ts, ./as-of.ts, ./asked-instead.ts)
  const instead = askedInstead(text);
  const spoken = spokenDay(text) ?? asOfDay(text) ?? lastYesterday(text, days.local) ?? instead?.reason;
  if (spoken) return checked({ kind: 'clarify', reason: spoken, suggestions: [...spokenReadings(text), ...lastYesterdayReadings(text, days.local), ...(instead?.readings ?? [])].map((t) => understandWords(t, ctx)).flatMap((u) => (u.kind === 'command' ? [u.text] : [])) });
  const fresh = () => readOf(tokenize(plain, protectedWords(names)));
  const reading = readOf(tokens);
  const unnamed = unnamedThing(plain, reading, ctx.previous, rangeFor(reading, revenueCommand, days) || 'today', text);
  if (unnamed) return checked(unnamed);
  // Each answer below is held against the reading that made it (./carried.ts): a part the words
  // asked for that the command leaves out is asked back, the command offered.
  // An edit of the thread's command ("drop the country filter", "add ecpm"): every word is the edit's (./follow-edits.ts).
  // A row pointed at, a drill, the command run again: the thread's command is the whole meaning (./thread-first.ts).
  const first = ctx.previous ? threadFirst(ctx.previous, plain, reading.tokens.words, (w) => readOf(tokenize(w, protectedWords(names)))) : undefined;
  if (first) return checked(first);
  // ("the monthly reconciliation one" after the Tasks list: that row, not the report its words name: ./list-row.ts)
  const row = ctx.previous ? rowOfList(ctx.previous, reading.tokens.words, names) : undefined;
  if (row) return checked({ kind: 'command', text: row });
  const edited = ctx.previous ? alertEdit(ctx.previous, reading) ?? editThat(ctx.previous, reading, days) ?? threadEdit(ctx.previous, reading, days, text) ?? flagFollow(ctx.previous, reading.tokens.words) ?? logCount(ctx.previous, reading.tokens.words, text) ?? allOthers(ctx.previous, reading.tokens.words) : undefined;
  if (edited) return checked(edited);
  const watched = ctx.previous ? watchThat(ctx.previous, reading) ?? configThat(ctx.previous, reading) : undefined;
  if (watched) return checked(watched, reading);
  const alerting = ctx.previous ? alertOnThat(ctx.previous, reading) ?? moversAgain(ctx.previous, reading) ?? figureBeside(ctx.previous, reading) : undefined;
  if (alerting) return checked(alerting, reading);
  const other = ctx.previous ? otherAccount(ctx.previous, reading) : undefined;
  if (other) return checked(other, reading);
  // ("how about a week ago" in a thread: that week or that day, each of the thread's question — asked, as said alone)
  if (ctx.previous && reading.vagueRanges && looksLikeFollowUp(reading)) {
    const each = reading.vagueRanges.map((range) => refine(ctx.previous!, { ...fresh(), range, vagueRanges: undefined }, days, names));
    return checked({ kind: 'clarify', reason: 'Which period do you mean?', suggestions: each.flatMap((c) => (c?.kind === 'command' ? [c.text] : [])) });
  }
  if (ctx.previous && looksLikeFollowUp(reading)) {
    // (what the words ask, before refine() fills the split from the buckets: "is that trending down?" asks nothing new)
    const asks = asksAnything(reading);
    const refined = refine(ctx.previous, reading, days, names);
    // "ok thanks": nothing changed, so nothing asked; the same answer again would be a guess.
    if (refined?.kind === 'command' && sameCommand(refined.text, ctx.previous) && !asks) return checked({ kind: 'clarify', reason: 'What would you like to know next?', suggestions: [refined.text] });
    // (a part put where the previous command takes none does not parse: asked, with the words read alone)
    if (refined && (refined.kind === 'clarify' || parses(refined.text))) return checked(refined, reading);
    // A follow-up ("by format?", "what about clicks") that does not fit the previous command: ask,
    // don't answer it alone — alone it would drop the thread's period and filters.
    {
      const alone = compose(fresh(), days);
      // ("and how did the bidders do?" after revenue yesterday: that report over the thread's period, ./other-report.ts)
      const other = otherReport(ctx.previous, fresh(), alone, (r) => compose(r, days));
      if (other) return checked(other, fresh());
      return checked({ kind: 'clarify', reason: 'I could not apply that to the previous question; did you mean this?', suggestions: alone.kind === 'command' ? [alone.text] : alone.suggestions });
    }
  }
  const asked = fresh();
  const alone = compose(asked, days);
  // ("round durations, last week" under the auction picture of one place: that place's, ./auction-view-kept.ts)
  const view = auctionViewKept(alone, asked, text, ctx.previous);
  if (view) return checked(view, asked);
  if (ctx.previous && alone.kind === 'command' && reading.range === undefined && reading.manage?.kind !== 'command' && !namesOwnId(ctx.previous, alone.text)) {
    // In a thread, a question that names no period and asks the same report as before keeps the
    // thread's period ("sort by win rate" after bidders yesterday); an order on an id ("snooze alr_…" after the list) is its own.
    const again = fresh();
    const kept = refine(ctx.previous, again, days, names);
    // (the same command again — "is that trending down?" after the daily table — answers nothing new: asked, as "ok thanks" is)
    if (kept?.kind === 'command' && sameCommand(kept.text, ctx.previous) && subcommandOf(alone.text) === subcommandOf(ctx.previous)) return checked({ kind: 'clarify', reason: 'That is the answer above; what would you like to know next?', suggestions: [kept.text] });
    if (kept?.kind === 'command' && subcommandOf(kept.text) === subcommandOf(alone.text) && (subcommandOf(alone.text) === subcommandOf(ctx.previous) || whyInThread(alone.text, kept.text))) return checked(kept, again);
  }
  if (ctx.previous && !reading.intents.size && reading.tokens.words.filter((w) => !FILLER.has(w)).length <= SHORT) {
    // In a thread, a short message that names no report of its own ("fill rate on monday instead"
    // after an explanation, "requests for the 24th" after an export, "the UK, and for fill") changes
    // parts of the thread's question: the previous command with them replaced, when it carries
    // every part named. Alone it would drop the thread's report, period or filters.
    const again = fresh();
    const kept = refine(ctx.previous, again, days, names);
    // (a time split the words make alone, "hourly rev today", kept: ./command-text.ts)
    if (kept?.kind === 'command' && asksAnything(again) && !sameCommand(kept.text, ctx.previous) && parses(kept.text) && !uncarried(again, kept.text) && !(again.buckets.length && dropsTimeSplit(alone.kind === 'command' ? alone.text : undefined, kept.text))) return checked(kept, again);
  }
  const period = ctx.previous && reading.range === undefined && (alone.kind === 'command' ? readsPeriod(alone.text) : reading.weakIntent) ? periodOf(ctx.previous) : undefined;
  if (period) {
    // In a thread, a question of its own that names no period is asked of the thread's ("ecpm for
    // banner" after revenue yesterday): alone it would answer for the report's default instead.
    const dated = fresh();
    dated.range = { grammar: period };
    const asked2 = compose(dated, days);
    if (asked2.kind === 'command') return checked(placeKept(asked2, dated, ctx.previous!), dated);
  }
  // A condition said first ("if fill dropped in BR yesterday, which bidder was it?"): the ask after it, with what the premise narrows (./conditions.ts).
  const premised = conditionFirst(plain);
  const underIt = premised && checked(alone, fresh()).kind === 'clarify' && underCondition(premised, (s) => readOf(tokenize(s, protectedWords(names))), days);
  if (underIt) return checked(underIt.composed, underIt.reading);
  // A long message with one ask buried in it: the ask alone, when the words around it narrow nothing (./buried.ts).
  const buried = !ctx.previous && alone.kind === 'clarify' && reading.unknown.length ? buriedAsk(plain) : undefined;
  if (buried) {
    const tail = read(tokenize(buried.tail, protectedWords(names)), names);
    const ask = compose(tail, days);
    if (ask.kind === 'command' && headFits(read(tokenize(buried.head, protectedWords(names)), names), tail, ask.text)) return checked(ask, tail);
  }
  // The same held of a long message read whole: a story before its ask ("the client says their ios numbers look
  // off …, can you give me revenue for germany yesterday") narrows the ask only where the ask says so too — else asked, both offered.
  const story = !ctx.previous && alone.kind === 'command' ? buriedAsk(plain) : undefined;
  if (story && alone.kind === 'command' && tokenize(story.head, protectedWords(names)).words.some((w) => RELAY_VERBS.has(w))) {
    const tail = read(tokenize(story.tail, protectedWords(names)), names);
    const ask = compose(tail, days);
    if (ask.kind === 'command' && !sameCommand(ask.text, alone.text) && !headFits(read(tokenize(story.head, protectedWords(names)), names), tail, ask.text)) return checked({ kind: 'clarify', reason: 'The words before your question name something the question does not; which do you mean?', suggestions: [ask.text, alone.text] });
  }
  // "the same revenue report as Monday but for Australia": a report asked before, which this thread does not hold.
  if (!ctx.previous && gapPointed(reading)) return checked(GAP_ASKED);
  if (!ctx.previous && (sameAsBefore(reading.tokens.words) || pointsBack(reading))) return checked({ kind: 'clarify', reason: 'I cannot see that earlier question here; did you mean this?', suggestions: alone.kind === 'command' ? [alone.text] : alone.suggestions });
  return checked(alone, asked);
}

/**
 * "tasks list", "ab watch task": the grammar takes the word for a Task's or A/B test's id, but an
 * account that has no such id meant the word ("list the tasks", "the A/B watch task").
 */
function namesAWord(request: unknown, names: AccountNames | undefined): boolean {
  if (!names || typeof request !== 'object' || request === null) return false;
  const r = request as { id?: unknown; watch?: { abTestId?: unknown } };
  const id = typeof r.watch?.abTestId === 'string' ? r.watch.abTestId : r.id;
  if (typeof id !== 'string' || !/^[a-z]+$/.test(id)) return false;
  return ![...(names.tasks ?? []), ...(names.abtests ?? [])].some((x) => x.id === id);
}

/** Whether the words name anything at all: a period, a filter, a breakdown, a metric, a report. */
const asksAnything = (r: Reading) =>
  r.range !== undefined || r.os !== undefined || r.anyOs || r.country !== undefined || r.anyCountry || r.by.length > 0 || r.vs !== undefined || r.format !== undefined || r.apps.length > 0 || r.rank !== undefined || r.metrics.length > 0 || r.intents.size > 0 || r.howWeDid;

/**
 * Only what the real parser takes leaves here, and only a command that carries every part its
 * reading asked for (./carried.ts); a suggestion that would not parse is dropped.
 */
function checked(c: Composed, reading?: Reading): Understanding {
  if (c.kind === 'command') {
    // (a clock the report does not take: ./zones.ts)
    const zoned = zoneRefused(c.text, parses);
    if (zoned) return checked(zoned, reading);
    if (!parses(c.text)) return { kind: 'clarify', reason: 'I could not turn that into a command I can run.', suggestions: fallbackSuggestions() };
    const left = reading && uncarried(reading, c.text);
    if (left) return { kind: 'clarify', reason: `That would leave out ${left}, which you asked for; this is the closest I can run:`, suggestions: [c.text] };
    return c;
  }
  const suggestions = c.suggestions.filter(parses).slice(0, 3);
  return { kind: 'clarify', reason: c.reason, suggestions: suggestions.length ? suggestions : fallbackSuggestions() };
}

function fallbackSuggestions(): string[] {
  const [help, revenue] = [COMMANDS[0]!, COMMANDS[1]!];
  return [`${revenue.name} yesterday`, help.name];
}
