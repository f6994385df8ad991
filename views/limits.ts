// Block Kit limits (slack-platform-facts.md) and the helpers that keep every view inside them
// by construction: text is cut with a visible note, long content is split over several blocks,
// and `fitMessage` trims a whole message to the block count and character budget — so Slack
// never answers invalid_blocks or msg_too_long to something we built.
import type { KnownBlock } from './types.js';

export const LIMITS = {
  messageBlocks: 50,
  surfaceBlocks: 100,
  sectionText: 3_000,
  fieldText: 2_000,
  fields: 10,
  header: 150,
  blockId: 255,
  buttonText: 75,
  buttonValue: 2_000,
  buttonUrl: 3_000,
  actionsElements: 25,
  contextElements: 10,
  contextText: 2_000,
  optionText: 75,
  optionValue: 75,
  staticSelectOptions: 100,
  imageUrl: 3_000,
  altText: 2_000,
  modalTitle: 24,
  modalButton: 24,
  privateMetadata: 3_000,
  callbackId: 255,
  messageText: 40_000,
  /**
   * Our own ceiling on the characters of all blocks of one message: Slack has refused messages
   * of ~13k characters with msg_blocks_too_long, so we stay well under that.
   */
  messageBudget: 11_000,
} as const;

/** Cuts `text` to `max` characters, ending with `…` when something was cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1))}…`;
}

/** Splits text into chunks of at most `max` characters, at line breaks where possible. */
export function splitText(text: string, max: number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const line of text.split('\n')) {
    const candidate = current === '' ? line : `${current}\n${line}`;
    if (candidate.length <= max) {
      current = candidate;
      continue;
    }
    if (current !== '') chunks.push(current);
    let rest = line;
    while (rest.length > max) {
      chunks.push(rest.slice(0, max));
      rest = rest.slice(max);
    }
    current = rest;
  }
  if (current !== '' || chunks.length === 0) chunks.push(current);
  return chunks;
}

/** Characters of visible text in a block (what counts toward Slack's message size). */
export function blockTextLength(block: KnownBlock): number {
  return visibleChars(block, undefined);
}

const VISIBLE_KEYS = new Set(['text', 'alt_text', 'image_url', 'value', 'url']);

/**
 * The visible characters in `v`, found under `key`. Walks the block in place: a digest's tables
 * have a few hundred cells, and a [key, value] array per property was a good part of what
 * building its message allocated (issue 36).
 */
function visibleChars(v: unknown, key: string | undefined): number {
  if (typeof v === 'string') return key !== undefined && VISIBLE_KEYS.has(key) ? v.length : 0;
  let n = 0;
  if (Array.isArray(v)) {
    for (const x of v) n += visibleChars(x, undefined);
  } else if (v && typeof v === 'object') {
    for (const k in v) if (Object.hasOwn(v, k)) n += visibleChars((v as Record<string, unknown>)[k], k);
  }
  return n;
}

export interface FitOptions {
  /** Blocks the caller will append afterwards (e.g. the Share button). */
  reserveBlocks?: number;
  /** Characters the caller will append afterwards. */
  reserveChars?: number;
  maxBlocks?: number;
}

/**
 * Keeps the first blocks that fit the block count and the character budget, and ends with a
 * note saying how much was left out. Never returns more than the limits allow.
 */
export function fitMessage(blocks: readonly KnownBlock[], opts: FitOptions = {}): KnownBlock[] {
  const maxBlocks = (opts.maxBlocks ?? LIMITS.messageBlocks) - (opts.reserveBlocks ?? 0);
  const budget = LIMITS.messageBudget - (opts.reserveChars ?? 0);
  const lengths = blocks.map(blockTextLength);
  const total = lengths.reduce((sum, n) => sum + n, 0);
  if (blocks.length <= maxBlocks && total <= budget) return [...blocks];
  const noteRoom = 120;
  const kept: KnownBlock[] = [];
  let used = 0;
  for (const [i, b] of blocks.entries()) {
    const len = lengths[i]!;
    if (kept.length + 1 >= maxBlocks || used + len > budget - noteRoom) break;
    kept.push(b);
    used += len;
  }
  const omitted = blocks.length - kept.length;
  kept.push({
    type: 'context',
    elements: [{ type: 'mrkdwn', text: `_${omitted} more part${omitted === 1 ? '' : 's'} left out to fit a Slack message; narrow the request or ask for CSV._` }],
  });
  return kept;
}
