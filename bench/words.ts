// Plain questions understood: each line of the question sets (test/words/questions.*.tsv: plain
// questions as people write them, with typos, dates in words, names cut short and follow-ups) is
// given to understand() and scored — mapped right, clarified (asked back), or wrong. Targets:
// ≥ 95 % right and ≤ 1 % wrong on each set. The held-out set was written before the code; the others
// were written later and measured once untuned (their first figures are in the titles and
// docs/words.md) before the classes of their misses were fixed. Also the time
// per question (pure code; no I/O).
// Run: npx tsx bench/words.ts [--smoke] [--verbose] [--set tune|holdout]
import { parseArgs } from 'node:util';
import { understand } from '../commands/words/understand.js';
import { loadQuestions, SET_CONTEXT, verdict, type Question, type Verdict } from '../test/words/question-set.js';
import { announceSmoke } from './smoke.js';
import { ANY_NODE_OPTION, announceRuntime } from './runtime.js';

const { values: args } = parseArgs({ options: { smoke: { type: 'boolean', default: false }, verbose: { type: 'boolean', default: false }, set: { type: 'string' }, ...ANY_NODE_OPTION } });
announceRuntime(args['any-node'], 'words');
const SETS = ['eighteenth', 'seventeenth', 'sixteenth', 'fifteenth', 'fourteenth', 'thirteenth', 'twelfth', 'eleventh', 'seventh', 'oncall', 'dictated', 'voices', 'last', 'unseen', 'people', 'holdout', 'final', 'fresh', 'tune'] as const;
const TITLES: Record<(typeof SETS)[number], string> = {
  eighteenth: 'eighteenth (questions.eighteenth.tsv), written by issue 38\'s eighth-round helper before it read any code under commands/words/, from test/words/question-set.ts, these titles, docs/commands.md and the fifteenth and sixteenth sets\' labels (never the seventeenth), in voices the earlier titles do not list: a CFO\'s one-liners, a QA engineer checking a config release, a Spanish/Portuguese-English mix, Slack markdown (*bold*, `code`, > quotes, bullets, numbered lists, ~strike~), links, channel and user mentions and ticket ids, long sentences with a condition first, weekdays and months near month ends, follow-ups asking why about the previous answer, and asks whose right answer is CLARIFY; 176 questions; measured once untuned at 49f74d7 (`node --import tsx bench/words.ts --set eighteenth --verbose`): 50.0 % right, 46.0 % clarified, 4.0 % wrong (88, 81 and 7 of 176); lines 138 and 139 relabelled after that run, both labels having been the writer\'s slips: "sept 30 vs oct 31" is Sept 30 compared with Oct 31 (the first date the period asked, as "October vs September" is read), and "the second half of october by day" names no figure, so the table\'s own default figures (as the sixteenth set labels "and by country and format?"), not revenue; under those labels the untuned run is 51.1 % right, 46.0 % clarified, 2.8 % wrong (90, 81, 5); then tuned on in that round: 85.2 % right, 14.8 % clarified, 0.0 % wrong (150, 26, 0); after issue 38\'s ninth round (its 26 asked back): 97.7 % right, 2.3 % clarified, 0.0 % wrong (172, 4, 0)',
  seventeenth: 'seventeenth (questions.seventeenth.tsv), held out: never tuned on; written by a helper that read no file under commands/words/ nor test/words/*.test.ts nor the fifteenth and sixteenth sets, from the commands\' help, docs/words.md, docs/commands.md and the tune, holdout, twelfth and fourteenth sets\' labels alone, in voices the earlier titles do not list: a team lead checking in at the end of the week, a publisher\'s account manager in chat shorthand ("can u pull rev L7D for tiny farm? client asking"), questions about yesterday\'s incident, a trailing "pls"/"thx" or Slack emoji codes (:eyes:, :pray:), questions quoted inside a longer sentence, lists of figures ("revenue, ecpm and fill for JP"), time-of-day words ("since 9am", "this morning", "overnight", "since noon"), "per" phrasings, asks the API cannot answer or that are ambiguous (CLARIFY), and 31 follow-ups; 193 questions; measured once on main at 2dda5a4 untuned (`node --import tsx bench/words.ts --set seventeenth`, no --verbose: its misses were never printed): 79.3 % right, 20.2 % clarified, 0.5 % wrong (153, 39 and 1 of 193); after issue 38\'s seventh round (tuned on the sixteenth, not on this set, its misses still never printed): 80.8 % right, 18.7 % clarified, 0.5 % wrong (156, 36, 1); after the eighth round (tuned on the eighteenth), the same; after the ninth (tuned on the eighteenth again, this set\'s misses still never printed): 81.3 % right, 18.7 % clarified, 0.0 % wrong (157, 36, 0)',
  sixteenth: 'sixteenth (questions.sixteenth.tsv), held out until issue 38\'s seventh round; written by a helper that read no file under commands/words/ nor test/words/*.test.ts, from `/adops help`, docs/words.md, docs/commands.md and the older sets\' labels alone, in voices the earlier sets lack: a busy Monday-morning channel in half-sentences and pings ("^ same for GB"), a manager forwarding a client\'s or an exec\'s question, two metrics mixed in one ask, US and EU dates and numbers (11/24, 24.11., 24/11/2026, 1,000 and 1.500 €, 3,5 %), "except" / "only" / "without", superlatives said otherwise, rev-ops shorthand (topline, T7D, L28, WTD, QTD, LY), a SQL or spreadsheet analyst ("group by", "pivot"), a security reviewer of the bot, asks the API cannot answer or that are ambiguous (CLARIFY), and 36 follow-ups; measured once on main at aac1552 untuned: 64.0 % right, 32.5 % clarified, 3.5 % wrong (128, 65 and 7 of 200); after the fifteenth set\'s round (the carried rule; not tuned on this set, though about 40 of its misses were seen printed once by that round\'s helper, and none used): 65.0 % right, 32.0 % clarified, 3.0 % wrong (130, 64, 6); then tuned on in the seventh round: 99.5 % right, 0.5 % clarified, 0.0 % wrong (199, 1, 0)',
  fifteenth: 'fifteenth (questions.fifteenth.tsv: written from the issue, `/adops help` and the docs alone before the round\'s code was read, in voices the earlier sets lack: an ops person on a phone (terse, no verbs), two or three narrowings at once, negated and conditional asks, numbers written in words, relative dates in unusual forms, names in other casings and with punctuation, follow-ups that change two parts at once, asks the API cannot answer); its first run untuned: 69.4 % right, 21.9 % clarified, 8.7 % wrong (136, 43 and 17 of 196)',
  fourteenth: 'fourteenth (questions.fourteenth.tsv: written from the issue and `/adops help` alone before the round\'s code, in voices the earlier sets lack: a new hire without the jargon, metric synonyms, negations and exclusions, comparisons and rankings said many ways, thresholds, typos and autocorrect damage, long rambling messages, one-word and emoji asks, asks the API cannot answer, follow-ups, alerts and watches set up in words, A/B tests paraphrased); its first run untuned: 63.9 % right, 28.5 % clarified, 7.6 % wrong; lines 44 and 52 ("not counting test traffic", "minus the test devices") relabelled after it from the bare command to test=production, as the reader has long written "excluding test traffic" and line 47 labels "production traffic only" (both were asked back untuned: the first figures are the same under either label)',
  thirteenth: 'thirteenth (questions.thirteenth.tsv: written from the issue and `/adops help` alone before the round\'s code, in voices the earlier sets lack: an agency account manager with several client accounts, a UA marketer, finance at month-end close, a data engineer\'s exports and CSV, text pasted from an email or a Jira ticket, British spelling and day-first dates, holidays relative to Black Friday, Workflow Builder templated text, every subcommand, follow-ups, asks it cannot answer); its first run untuned: 55.4 % right, 39.8 % clarified, 4.8 % wrong, measured with three labels later fixed by the API\'s rules: line 31 asked for top= with a derived metric, which breakdown refuses, lines 36 and 38 for ARPDAU and impressions per user by app, which the API does not split (now CLARIFY)',
  twelfth: 'twelfth (questions.twelfth.tsv: written from the issue and `/adops help` alone before the round\'s code, in a persona mix the earlier sets lack: a revenue analyst\'s long precise questions, a mobile-game PM\'s jargon, a support engineer, lowercase without punctuation, two asks in one, follow-ups, asks it cannot answer); its first run untuned: 69.1 % right, 26.6 % clarified, 4.3 % wrong, measured with two labels later fixed: line 117 lacked Mexico\'s country=MX, line 56 asked for top= with a derived metric, which breakdown refuses',
  eleventh: 'eleventh (questions.eleventh.tsv: written from the issue and the commands\' help alone before the round\'s code: the issue\'s examples paraphrased, every subcommand, dates in words, the account\'s names, follow-ups, asks it cannot answer); its first run untuned: 83.4 % right, 15.3 % clarified, 1.3 % wrong',
  seventh: 'tenth, asked for as "seventh" in issue 38 (questions.seventh.tsv: dates said otherwise, abbreviations, names cut short or misspelt, follow-ups, very short and long chatty asks); written before the round\'s code; its first run untuned: 54.1 % right, 42.6 % clarified, 3.3 % wrong, measured with labels three of which were later found wrong and fixed: "me", "yday" alone and "by day" after revenue, now as the older sets label them; line 160 ("this week so far compared with last week") relabelled from vs=previous to vs=week in issue 38\'s fourth round, as the dictated and voices sets label "this week vs last week" (for a week both compare the same days)',
  oncall: 'ninth, other voices (on-call, partners, junior analyst, other languages, mentions; its first run, untuned: 73.5 % right, 18.7 % clarified, 7.7 % wrong; its wrong answers\' classes fixed after; lines 74, 75 and 77 ("cuanto ganamos ayer", "receita de ontem", "revenue ayer") relabelled from CLARIFY to revenue yesterday in issue 38\'s eighth round, which reads Spanish and Portuguese words in an ask (German and French ones are still asked back))',
  dictated: 'eighth, other voices (dictated, executive, relayed, phone typos; its first run, untuned: 85.9 % right, 11.9 % clarified, 2.3 % wrong; its wrong answers\' classes fixed after)',
  voices: 'seventh, other voices (terse managers, Slack-ese, non-native, typos, asks it cannot answer, ambiguous asks, follow-ups; first run, untuned: 74.6 % right, 18.4 % clarified, 7.0 % wrong; its failures\' classes fixed after; "Q3?" relabelled from CLARIFY to the calendar quarter in issue 38\'s eleventh-set round, as the dictated and tenth sets label quarters)',
  last: 'sixth (never tuned on line by line; its first run: 95.0 % right, 5.0 % wrong; the classes of its two wrong answers fixed in the next round)',
  unseen: 'fifth (written after the fourth\'s fixes; tuned on after one untuned run: 76.9 % right, 15.4 % clarified, 7.7 % wrong)',
  people: 'fourth, in other voices (slang, polite, non-native, typos, emoji; tuned on after one untuned run: 76.0 % right, 21.9 % clarified, 2.2 % wrong)',
  holdout: 'held-out (written before the code; its misses seen once, no line of it tuned on)',
  final: 'third (written last; tuned on after one untuned run: 91.1 % right, 0 % wrong)',
  fresh: 'second (written after the code; tuned on after one untuned run: 81.0 % right, 3.8 % wrong; "revenue q3" relabelled from CLARIFY to the calendar quarter in issue 38\'s eleventh-set round, as the dictated and tenth sets label quarters)',
  tune: 'tuning',
};

function score(name: string, questions: Question[]): boolean {
  const counts: Record<Verdict, number> = { right: 0, clarified: 0, wrong: 0 };
  const started = process.hrtime.bigint();
  for (const q of questions) {
    const got = understand(q.words, { ...SET_CONTEXT, previous: q.previous });
    const v = verdict(q, got, SET_CONTEXT);
    counts[v] += 1;
    if (args.verbose && v !== 'right') console.log(`  ${v.padEnd(9)} line ${q.line}: ${q.previous ? `[${q.previous}] ` : ''}${q.words} → ${got.kind === 'command' ? got.text : `clarify (${got.suggestions.join(' | ')})`}; meant ${q.expected ?? 'CLARIFY'}`);
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const n = questions.length;
  const pct = (k: number) => `${((100 * k) / n).toFixed(1)} %`;
  const right = counts.right / n >= 0.95;
  const wrong = counts.wrong / n <= 0.01;
  console.log(`${name} set: ${n} questions`);
  console.log(`  mapped right   ${pct(counts.right).padStart(8)}   (${counts.right})   target ≥ 95 %: ${right ? 'met' : 'missed'}`);
  console.log(`  clarified      ${pct(counts.clarified).padStart(8)}   (${counts.clarified})`);
  console.log(`  answered wrong ${pct(counts.wrong).padStart(8)}   (${counts.wrong})   target ≤ 1 %: ${wrong ? 'met' : 'missed'}`);
  console.log(`  time per question ${(ms / n).toFixed(2)} ms (pure code, first call included)`);
  return right && wrong;
}

console.log(`words benchmark: plain questions → /adops commands (Node ${process.version}; asked ${SET_CONTEXT.now.toISOString()} in ${SET_CONTEXT.timezone})`);
if (args.smoke) announceSmoke('the first 20 questions of each set');
const results = SETS.filter((set) => args.set === undefined || args.set === set).map((set) => {
  const all = loadQuestions(`questions.${set}.tsv`);
  return score(TITLES[set], args.smoke ? all.slice(0, 20) : all);
});
console.log(`targets: ${results.every(Boolean) ? 'met on every set' : `met on ${results.filter(Boolean).length} of ${results.length} sets, missed on the rest`}`);
