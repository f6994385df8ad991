// `abtest list`: the A/B tests this account has asked about, watched or seen in digests, the ones
// that can ship first, each with its latest status. Says plainly that the API has no list of
// tests, so a test nobody has asked about is not here.
import type { AbTestSeen } from '../src/store/index.js';
import { statusIcon, statusName } from './abtest.js';
import { context, esc, header, section } from './blocks.js';
import { fitMessage } from './limits.js';
import type { BotMessage, KnownBlock } from './types.js';

export interface AbTestListRow extends AbTestSeen {
  /** Read from the API just now (else: the status as last seen). */
  readNow: boolean;
  /** The API knows no such test any more. */
  missing?: boolean;
}

const SEEN_BY: Record<AbTestSeen['seenBy'], string> = { asked: 'asked about', watched: 'watched', digest: 'in a digest' };

/** Achieved first (they can ship), then directional, in progress, invalidated, unknown. */
const ORDER = ['achieved', 'directional', 'in_progress', 'invalidated'];
const rank = (r: AbTestListRow) => (r.missing ? ORDER.length + 1 : ORDER.includes(r.status ?? '') ? ORDER.indexOf(r.status!) : ORDER.length);

function line(r: AbTestListRow): string {
  const seen = `${SEEN_BY[r.seenBy]}, last ${r.lastSeenAt.toISOString().slice(0, 10)}`;
  if (r.missing) return `:grey_question: *${esc(r.abTestId)}* — the API knows no A/B test with this id any more (${seen})`;
  const when = r.readNow ? 'now' : `as of ${r.lastSeenAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const ship = r.status === 'achieved' ? ' — *can ship*' : '';
  return `${statusIcon(r.status)} *${esc(r.abTestId)}* — ${statusName(r.status)} (${when})${ship} · ${seen}`;
}

export function abTestListView(rows: readonly AbTestListRow[], o: { refreshed: number }): BotMessage {
  const sorted = [...rows].sort((a, b) => rank(a) - rank(b) || b.lastSeenAt.getTime() - a.lastSeenAt.getTime());
  const blocks: KnownBlock[] = [header('A/B tests of this account')];
  const note = 'The reporting API has no list of A/B tests: these are the tests this account has asked about, watched or seen in digests here. Ask `/adops abtest <id>` to add one.';
  if (sorted.length === 0) {
    blocks.push(section('No A/B tests yet: nobody has asked about, watched or put a test in a digest for this account.'), context(note));
    return { text: 'A/B tests of this account: none yet', blocks: fitMessage(blocks), kind: 'answer' };
  }
  // A section holds 3,000 characters: ten lines each.
  for (let i = 0; i < sorted.length; i += 10) blocks.push(section(sorted.slice(i, i + 10).map(line).join('\n')));
  const stale = rows.length > o.refreshed ? ` The ${o.refreshed} most recently seen were read again now; the others show the status they were last seen with.` : '';
  blocks.push(context(`${note}${stale}`));
  const ship = sorted.filter((r) => r.status === 'achieved' && !r.missing).length;
  return { text: `A/B tests of this account: ${rows.length}, ${ship} can ship`, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}
