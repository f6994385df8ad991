// "for pq andriod" (issue 38's twenty-fifth round): an app by the initials of its two-word name
// ("pq" = puzzle quest, "tf" = tiny farm), written as its name run together so the reader's app
// matching (./names.ts) takes it, as ./nicknames.ts does for "the farming game". Two letters are a
// weak name — "wr" is also win rate, "ca" Canada — so only right before a platform or "app"/"game"
// (the app's edition being asked), only letters no word of the reader's vocabulary is, and only when
// exactly one of the account's apps fits: its first letter, and the second starting its second word
// (one place in the name where the second letter leaves both parts 3 letters or more).
import { appCore } from './names.js';
import { knownWord } from './tokens.js';

const PAIR = /\b([a-z])([a-z])\b(?= (?:android|andriod|adroid|ios|iphone|app|game)\b)/gi;

/** Whether `core` reads as initials a, b: first letter a, and b at one inner split point only. */
function fitsInitials(core: string, a: string, b: string): boolean {
  if (core[0] !== a) return false;
  const splits = [...core].flatMap((c, i) => (c === b && i >= 3 && core.length - i >= 3 ? [i] : []));
  return splits.length === 1;
}

export function initialed(text: string, apps: readonly string[]): string {
  const cores = [...new Set(apps.map((x) => appCore(x).core).filter((c) => c.length >= 6))];
  if (!cores.length) return text;
  return text.replace(PAIR, (m, a: string, b: string) => {
    if (knownWord(m.toLowerCase())) return m;
    const fit = cores.filter((c) => fitsInitials(c, a.toLowerCase(), b.toLowerCase()));
    return fit.length === 1 ? fit[0]! : m;
  });
}

// (forty-second round) An A/B test by the initials of two words of its name said before "test":
// "the rewarded fc test" = frequency cap, "the bc test" = bonus coins. Written as those two words,
// which the reader's test matching takes; only letters no word of the reader's vocabulary is, and
// only when exactly one test's name has two words in a row with those initials.
const TEST_PAIR = /\b([a-z])([a-z])\b(?= (?:test|experiment|exp|ab test|a\/b test|one)\b)/gi;

/** The two words of a test's name whose initials are a, b (each word of 3 letters or more), in one test only. */
function wordsOf(tests: readonly { name?: string }[], a: string, b: string): string | undefined {
  const fits = new Set(tests.flatMap((x) => {
    const words = (x.name ?? '').toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 3);
    return words.flatMap((w, i) => (w[0] === a && words[i + 1]?.[0] === b ? [`${w} ${words[i + 1]}`] : []));
  }));
  const owners = tests.filter((x) => [...fits].some((f) => (x.name ?? '').toLowerCase().includes(f)));
  return fits.size === 1 && owners.length === 1 ? [...fits][0] : undefined;
}

export function testInitialed(text: string, tests: readonly { name?: string }[]): string {
  if (!tests.length) return text;
  return text.replace(TEST_PAIR, (m, a: string, b: string) => (knownWord(m.toLowerCase()) ? m : wordsOf(tests, a.toLowerCase(), b.toLowerCase()) ?? m));
}
