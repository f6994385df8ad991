// Another thing of the same kind named by its id in a thread (issue 38's forty-third round, the
// sixty-ninth set): "and auc_…" after an auction shown by its id, "what about alr_…" after an order on
// an alert. The thread's command with that id in place of its own; only when the words are the id
// and a follow-up's lead ("and", "what about", "now", "same for") and nothing else; never a removal again.
import { auctionCommand } from '../auction/index.js';
import { digestCommand } from '../digest/index.js';
const ID = /^([a-z]+)_[0-9a-z_]{3,40}$/;
/** The thing's own noun said before its id ("and auction auc_…"). */
const KIND = new Set([auctionCommand.name, 'alert', 'incident', digestCommand.name, 'subscription', 'test', 'task']);
const LEAD = new Set(['and', 'what', 'how', 'about', 'now', 'also', 'then', 'same', 'for', 'the', 'one', 'ok', 'please', 'pls']);

/** The thread's command with the one id the words name put for its own id of that kind; undefined otherwise. */
export function anotherId(previous: string, words: readonly string[]): string | undefined {
  const ids = words.filter((w) => ID.test(w));
  const cmd = previous.trim().split(/\s+/)[0];
  if (ids.length !== 1 || !words.every((w) => w === ids[0] || LEAD.has(w) || KIND.has(w) || w === cmd)) return undefined;
  const id = ids[0]!;
  const kind = id.match(ID)![1];
  const parts = previous.trim().split(/\s+/);
  // (a removal is not repeated on a follow-up's word: asked)
  if (parts.some((p) => p === 'remove' || p === 'delete')) return undefined;
  const own = parts.filter((p) => ID.test(p) && p.match(ID)![1] === kind);
  if (own.length !== 1 || own[0] === id) return undefined;
  return parts.map((p) => (p === own[0] ? id : p)).join(' ');
}
