// Which of two sources to trust, asked (round 52, the ninety-seventh set): "our revenue and the
// network's never match, which one should Priya trust?", "which number is right?". Advice, which no
// report gives: the report the words name (reconcile here) only shows the gap, so it is offered and
// asked back, never run as the answer.
import type { Understanding } from './compose.js';

/** "which (one|number|figure|source|of them|is) should/do/can <someone> trust|believe|rely on|go by", "which one is right/correct". */
const WHICH_TO_TRUST = new RegExp(
  String.raw`\bwhich(?:\s+(?:one|ones|number|numbers|figure|figures|source|sources|report|side|of\s+(?:them|the\s+two|these|those)))?\s+` +
    String.raw`(?:(?:should|do|can|could|would|shall|must)\s+(?:i|we|you|u|they|she|he|[a-z]+)\s+(?:trust|believe|rely\s+on|go\s+by|go\s+with|take\s+as\s+(?:right|true|correct))\b` +
    String.raw`|(?:is|'s|are)\s+(?:the\s+)?(?:right|correct|accurate|true|wrong|real|trustworthy)\b)`,
  'i',
);

/** The answer, or a question back offering it where the words ask which source to trust. */
export function adviceAsked(u: Understanding, words: string): Understanding {
  if (u.kind !== 'command' || !WHICH_TO_TRUST.test(words)) return u;
  return { kind: 'clarify', reason: 'Which figures to trust is not something a report answers; I can show where they differ. Did you mean this?', suggestions: [u.text] };
}
