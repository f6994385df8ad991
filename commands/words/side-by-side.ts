// Two segments compared in a yes/no question (issue 38's twelfth round): "did rewarded beat
// interstitial yesterday?", "is android ahead of iOS this month?", "did japan beat korea on ecpm",
// "is the US better than Canada last week", "is revenue higher in japan than in korea". The answer
// is the table split by what the two are — OS, format or country — which shows both rows; which is
// ahead is read off it. Never a filter of one, an A/B test's winner ("beat" is also a test's word),
// nor a rank. Only two values of one dimension, each said whole; anything else is left as typed
// (two countries said with "vs" alone are still asked back: a question may mean either one).
import { FORMAT_WORDS, METRIC, OS_WORDS } from './lexicon.js';
import { metricOf } from './reading.js';

const AHEAD = String.raw`(?:beat|beats|beaten|outperform(?:s|ed)?|outdid|outdo(?:es)?|outsold|outearn(?:s|ed)?|(?:do|did|does|doing|perform(?:s|ed|ing)?|earn(?:s|ed|ing)?|make|made|making|monetiz(?:e|es|ed|ing)) (?:better|worse|more|less)|better|worse|higher|lower|bigger|smaller|stronger|weaker|ahead of|behind)`;
const SIDE = String.raw`(?:the )?([a-z]+(?: [a-z]+)?)`;
/** The split that shows both, as the reader takes it: a table of the two rows' figures — revenue's when no figure is named ("did X beat Y": earned more). */
const split = (dim: string, text: string) => `${text.toLowerCase().split(/[^a-z_]+/).some((w) => metricOf(w)) ? '' : `${METRIC.revenue} `}by ${dim} side by side`;
/** "did X beat Y", "is X ahead of Y", "is X better than Y" (after a yes/no question's verb). */
const ASKED = new RegExp(String.raw`\b(did|does|do|is|was|are|were|has|have)( (?:[a-z]+ )?)${SIDE} ${AHEAD}(?: than)? ${SIDE}\b`, 'gi');
/** "is revenue higher in japan than in korea", "did fill do better on ios than android" (./than.ts ranks no OS pair). */
const PLACED = new RegExp(String.raw`\b${AHEAD} (?:in|on|for|with) ${SIDE} than (?:in |on |for |with )?${SIDE}\b`, 'gi');

/** The dimension two said values both are of, if one; countries by `countriesOf`. */
function dimensionOf(a: string, b: string, countriesOf: (text: string) => readonly string[]): string | undefined {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (OS_WORDS[x] && OS_WORDS[y] && OS_WORDS[x] !== OS_WORDS[y]) return 'os';
  if (FORMAT_WORDS[x] && FORMAT_WORDS[y] && FORMAT_WORDS[x] !== FORMAT_WORDS[y]) return 'format';
  const [cx, cy] = [countriesOf(x), countriesOf(y)];
  return cx.length === 1 && cy.length === 1 && cx[0] !== cy[0] && !OS_WORDS[x] && !FORMAT_WORDS[x] ? 'country' : undefined;
}

/** "split ios/android", "split by banner/native": the split those two are of. */
const SPLIT_PAIR = /\bsplit (?:by |out |into )?([a-z]+)\s*\/\s*([a-z]+)\b/gi;

export function sideBySide(text: string, countriesOf: (text: string) => readonly string[]): string {
  return text
    .replace(SPLIT_PAIR, (all, a: string, b: string) => {
      const dim = dimensionOf(a, b, countriesOf);
      return dim ? `by ${dim}` : all;
    })
    .replace(ASKED, (all, verb: string, between: string, a: string, b: string, at: number, whole: string) => {
      const pair = moreAfter(whole, at + all.length) ? undefined : pairOf(a, b, countriesOf);
      return pair ? `${verb}${between}${split(pair.dim, text.replace(all, ' '))}${pair.rest}` : all;
    })
    // (an OS pair placed so is ./than.ts's already)
    .replace(PLACED, (all, a: string, b: string, at: number, whole: string) => {
      const pair = moreAfter(whole, at + all.length) ? undefined : pairOf(a, b, countriesOf);
      return pair && pair.dim !== 'os' ? `${split(pair.dim, text.replace(all, ' '))}${pair.rest}` : all;
    });
}

/** "behind france and spain", "beat canada, mexico": more than two compared — the words as typed (asked back). */
const moreAfter = (text: string, end: number) => /^\s*(?:,|and\b|or\b|&|\+|\/)/i.test(text.slice(end));

/** The two sides' dimension, the second side said in one word or two ("korea", "south korea"); the word after it given back. */
function pairOf(a: string, b: string, countriesOf: (text: string) => readonly string[]): { dim: string; rest: string } | undefined {
  const [first, second] = b.split(' ');
  const one = dimensionOf(a, first!, countriesOf);
  if (one && /^(and|or)$/i.test(second ?? '')) return undefined;
  if (one) return { dim: one, rest: second !== undefined ? ` ${second}` : '' };
  const whole = second !== undefined ? dimensionOf(a, b, countriesOf) : undefined;
  return whole ? { dim: whole, rest: '' } : undefined;
}
