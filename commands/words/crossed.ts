// Two splits crossed in shorthand — "country x os", "country*format", "app/os" — are the table by
// both, said "by country and os" (two dimensions turn revenue into breakdown, as said in words).
// Only when both sides are dimension words; "ios/android" (two values) is ./side-by-side.ts's.
// Its own pass (issue 38's thirty-second round): restate.ts lists it, nothing else changes.
import { dimensionOf } from './reading.js';

const CROSSED = /\b(by |per )?([a-z]+)(?: ?[*×/] ?| x )([a-z]+)\b/gi;

export function crossed(text: string): string {
  return text.replace(CROSSED, (all, _by: string | undefined, a: string, b: string) => {
    const [x, y] = [dimensionOf(a.toLowerCase()), dimensionOf(b.toLowerCase())];
    if (!x || !y || x === y) return all;
    return `by ${a} and ${b}`;
  });
}
