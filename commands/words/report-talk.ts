// How people talk about the reports themselves (issue 38's fortieth round, from the fifty-ninth to
// sixty-first sets), made the reader's plainer words before anything reads them. A module of its own,
// called early (./asked-another-way.ts, earlyWords), so the shared passes stay as they were. Each rule is a class:
//   a figure said to be soft under "why" ("why is wordrush android soft", "why was fill so sluggish"):
//     down, the move asked about ("soft" said elsewhere — "the publisher says it was soft" — stays);
//   how a test landed ("how'd it land", "how did the floor test land"): how it went, its status;
//   whether a report came in ("did the network reports come in for yesterday", "have yesterday's
//     numbers arrived"): that report, which says itself whether it has figures (never "came in lower");
//   "I mean" before or after the ask ("the android one I mean"): nothing more;
//   a split said "split per day", "broken out per country": by;
//   how a subcommand works ("how does reconcile work", "how do exports work"): as "how do I use it";
//   what is up with the A/B tests, none named ("whats up with the a/b tests"): the list, as "which a/b
//     tests are running" is; "tets" after "a/b" is a slip of tests;
//   whom the figures are for, slipped ("for finanace"): finance, which the passes after read as an audience.
import { typoDistance } from './lexicon.js';

const WHY_SOFT = /\b(why\b[^.?!]{0,60}?)\b(?:soft|softer|sluggish)\b/gi;
const LANDED = /\bhow(?:'d|’d|d| did| has| have) (it|that|this|they|things|the [a-z0-9+ -]{1,30}?(?:test|experiment)) (?:land|landed)\b/gi;
const CAME_IN = /\b(?:did|have|has|had) ((?:the |our |yesterday'?s |today'?s |last week'?s )?[a-z' ]{2,40}?) (?:come in|came in|arrive|arrived|show up|showed up|shown up|land|landed)\b(?! (?:lower|higher|under|over|below|above|at|short|ahead|behind|better|worse|than|low|high))/gi;
const I_MEAN = [/^\s*i mean\b[,:]?\s+/i, /[,\s]+i mean\s*[.!?]*\s*$/i] as const;
const SPLIT_PER = /\b(split|broken(?: out| down)?|break (?:it |them )?(?:out|down)) (?:it |them |that |this )?per\b/gi;
const HOW_WORKS = /\bhow (?:does|do) (?:the )?([a-z]{3,14})(?: command| cmd| report| thing| feature)? work\b/gi;
const NOT_A_REPORT = new Set(['it', 'that', 'this', 'they', 'those', 'these', 'you', 'we', 'things', 'bot']);
const AB_SLIP = /\b(a\/b|ab) (t[a-z]{2,5})\b/gi;
const FOR_WHOM = /\bfor (the |our )?(f[a-z]{5,8})\b/gi;
const TESTS_UP = /\b(?:what'?s|whats|what is) (?:up|going on|happening) with (?:the |our |all (?:the |our )?)?(?:a\/b|ab) (?:tests|experiments)\s*([?!.]*)\s*$/i;

/** The text with the classes above said in the reader's words. */
export function reportTalk(text: string): string {
  let t = text.replace(WHY_SOFT, '$1down').replace(LANDED, 'how did $1 go');
  t = t.replace(CAME_IN, '$1');
  for (const re of I_MEAN) t = t.replace(re, '');
  t = t.replace(SPLIT_PER, '$1 by').replace(HOW_WORKS, (m, what: string) => (NOT_A_REPORT.has(what.toLowerCase()) ? m : `how do i use ${what}`));
  t = t.replace(AB_SLIP, (m, ab: string, w: string) => (typoDistance(w.toLowerCase(), 'tests') === 1 && !['test', 'tests'].includes(w.toLowerCase()) ? `${ab} tests` : m));
  t = t.replace(FOR_WHOM, (m, the: string | undefined, w: string) => (typoDistance(w.toLowerCase(), 'finance') === 1 && w.toLowerCase() !== 'finance' ? `for ${the ?? ''}finance` : m));
  return t.replace(TESTS_UP, 'which a/b tests are running$1');
}
