// An order on one of the bot's own things by its id, said the way the on-call person types it at night
// (issue 38's forty-third round, the sixty-ninth set): the verb slipped right before the id ("snoze
// alr_…", "rsume alr_…"), or a remark said after the order of why it is given ("remove alr_… it's
// noisy", "ack inc_… I'm on it", "resume alr_… rollout is done", "mute france on alr_…, FR is noisy at
// night"). The remark narrows nothing the order takes, so the order is read without it. Only after the
// words were asked back, and only an answer that is the order on that same id is kept (./second-look.ts).
import type { Understanding } from './compose.js';
import type { Again } from './said-aside.js';

/** The ids of alerts, incidents and digests (the commands' own id forms). */
const ID = String.raw`(?:alr|cfw|abw|inc|sub)_[0-9a-z]{6,20}`;
/** The verbs of orders on those ids (./manage.ts), as typed right before the id. */
const VERBS = ['snooze', 'pause', 'unpause', 'resume', 'remove', 'delete', 'mute', 'silence', 'acknowledge', 'preview', 'disable', 'enable'];
/** A clause of its own after the order: "it's …", "I'm …", "we don't …", "<word> is/was …" ("rollout is done", "FR is noisy"). */
const REMARK = new RegExp(String.raw`(\b${ID}\b[^,;.!?—–]*?)(?:\s*[,;.!—–-]+\s*|\s+)(?:it'?s|it\s+is|i'?m|i\s+am|we'?re|we\s+are|they'?re|that'?s|this\s+is|(?:i|we|they)\s+(?!mean\b)[a-z']+|(?:the\s+)?[a-z]+\s+(?:is|are|was|were|has|have)(?:\s+been)?)\b.*$`, 'i');

/** One slip of a verb (a letter dropped, doubled or two swapped), kept to four letters or more. */
function slipOf(word: string): string | undefined {
  const w = word.toLowerCase();
  if (w.length < 4 || VERBS.includes(w)) return undefined;
  const fits = VERBS.filter((v) => v[0] === w[0] && (
    (v.length === w.length + 1 && [...v].some((_, i) => v.slice(0, i) + v.slice(i + 1) === w)) ||
    (v.length === w.length - 1 && [...w].some((_, i) => w.slice(0, i) + w.slice(i + 1) === v)) ||
    (v.length === w.length && [...w].some((_, i) => i < w.length - 1 && w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2) === v))));
  return fits.length === 1 ? fits[0] : undefined;
}

/** The order said plainly: its verb put right before the id, the remark after it left out. */
export function idOrderSaid(words: string): string {
  const verbed = words.replace(new RegExp(String.raw`\b([a-z]{4,12})(\s+(?:alert\s+|incident\s+|digest\s+)?${ID}\b)`, 'gi'), (m, verb: string, rest: string) => { const v = slipOf(verb); return v ? v + rest : m; });
  return verbed.replace(REMARK, '$1').trim();
}

/** After a question back: the order on the id read again said plainly, kept only when it is that order. */
export function idOrder(u: Understanding, words: string, previous: string | undefined, again: Again): Understanding {
  if (u.kind !== 'clarify') return u;
  const plain = idOrderSaid(words);
  const id = plain.match(new RegExp(`\\b${ID}\\b`, 'i'))?.[0]?.toLowerCase();
  if (!id || plain === words.trim()) return u;
  const v = again(plain, previous);
  return v.kind === 'command' && v.text.split(' ').includes(id) ? v : u;
}
