// Numbers written in words, made digits before the words are read (issue 38's sixth round): "top
// five", "the last fifty bids", "fifteen percent", "a thousand dollars", "week forty-seven", "the
// last twenty one days", "a dozen", "by a quarter" (25 %). Every reader downstream reads digits
// ("top 5", "last 50 bids", "15%"); a count it also reads as a word ("last two weeks") reads either.
// "one" alone and "a" alone stay words ("which one", "a week ago"): they are pronouns and articles
// far more often than counts.

const UNITS: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Readonly<Record<string, number>> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Readonly<Record<string, number>> = { hundred: 100, thousand: 1000 };
const ORDINALS = new Set(['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth']);

/** The number the words from i on say, and how many words it took; undefined when they say none. */
function numberAt(w: readonly string[], i: number): { n: number; len: number } | undefined {
  let k = i;
  let total = 0;
  let part: number | undefined;
  // "a hundred", "a thousand", "a dozen": the article counts one.
  if ((w[k] === 'a' || w[k] === 'one') && (SCALES[w[k + 1] ?? ''] || w[k + 1] === 'dozen')) {
    part = 1;
    k++;
  }
  for (;;) {
    const word = w[k] ?? '';
    // ("november twenty fifth", "the thirty first": an ordinal, a day the dates read in words)
    if (part === undefined && TENS[word] !== undefined && ORDINALS.has(w[k + 1] ?? '')) break;
    if (part === undefined && TENS[word] !== undefined) {
      part = TENS[word]!;
      k++;
      const unit = UNITS[w[k] ?? ''];
      if (unit !== undefined && unit > 0 && unit < 10) {
        part += unit;
        k++;
      }
    } else if (part === undefined && UNITS[word] !== undefined) {
      part = UNITS[word]!;
      k++;
    } else if (part !== undefined && SCALES[word]) {
      total += part * SCALES[word]!;
      part = undefined;
      k++;
      // "a hundred and five": the rest of the number.
      if (w[k] === 'and' && (UNITS[w[k + 1] ?? ''] !== undefined || TENS[w[k + 1] ?? ''] !== undefined)) k++;
    } else if (word === 'dozen' && (part ?? 1) <= 12) {
      total += (part ?? 1) * 12;
      part = undefined;
      k++;
    } else break;
  }
  const n = total + (part ?? 0);
  if (k === i || (k === i + 1 && w[i] === 'one')) return undefined;
  return { n, len: k - i };
}

/** The text with numbers in words as digits; the words around them as they were. */
export function digits(text: string): string {
  // ("forty-seven", "twenty-one": one number)
  const joined = text.replace(/\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(one|two|three|four|five|six|seven|eight|nine)\b/gi, '$1 $2');
  // "half a dozen"; "by a quarter", "by half", "by a third": a share of a drop.
  const shares = joined.replace(/\bhalf a dozen\b/gi, '6').replace(/\bby (?:a )?(quarter|half|third)\b/gi, (_m, s: string) => `by ${{ quarter: 25, half: 50, third: 33 }[s.toLowerCase() as 'quarter' | 'half' | 'third']}%`);
  const parts = shares.split(/(\s+)/);
  const words = parts.map((p) => p.toLowerCase().replace(/[^a-z]/g, ''));
  // Only whole words count: a word with punctuation inside is left as it is, its trailing mark kept.
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (/^\s+$/.test(parts[i]!)) {
      out.push(parts[i]!);
      continue;
    }
    const wordsFrom = words.slice(i).filter((_, k) => k % 2 === 0);
    const found = /^[a-z]+[,.;:!?]?$/i.test(parts[i]!) ? numberAt(wordsFrom, 0) : undefined;
    if (!found) {
      out.push(parts[i]!);
      continue;
    }
    const last = i + 2 * (found.len - 1);
    out.push(`${found.n}${/[,.;:!?]$/.exec(parts[last]!)?.[0] ?? ''}`);
    i = last;
  }
  return out.join('');
}
