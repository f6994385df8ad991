// The plain fallback of Slack's newer blocks, for a workspace whose Slack refuses them: a Slack
// that does not know a block type answers invalid_blocks and drops the WHOLE message, so a
// message must be able to go out without them. Tables (table, data_table) become a monospace
// table of the same cells; a chart (data_visualization) becomes a monospace table of its own
// data. Each is followed by a line saying why. Pure: the message and the refused types in, the
// message out; the poster decides what is refused (src/outbox/block-refusal.ts).
import { codeBlocks, context, esc, section, unesc } from './blocks.js';
import { fitMessage } from './limits.js';
import type { KnownBlock } from './types.js';

/** Block types newer than most Slack clients and servers (2025–2026) that our views produce. */
export const NEWER_BLOCK_TYPES = ['data_visualization', 'table', 'data_table'] as const;
export type NewerBlockType = (typeof NEWER_BLOCK_TYPES)[number];

export const CHART_FALLBACK_NOTE = "Chart shown as a table: this workspace's Slack does not support chart blocks.";
export const TABLE_FALLBACK_NOTE = "Table shown as text: this workspace's Slack does not support table blocks.";

type Json = Record<string, unknown>;

export function isNewerBlockType(type: unknown): type is NewerBlockType {
  return (NEWER_BLOCK_TYPES as readonly unknown[]).includes(type);
}

/** The newer block types present in `blocks`, each once. */
export function newerTypesIn(blocks: readonly unknown[] | undefined): NewerBlockType[] {
  const found = (blocks ?? []).map((b) => (b as Json | null)?.type).filter(isNewerBlockType);
  return [...new Set(found)];
}

/** Rows of strings as aligned monospace lines; numeric columns are right-aligned. */
function alignedLines(rows: readonly string[][], numeric: readonly boolean[]): string[] {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: readonly string[]) => r.map((v, i) => (numeric[i] ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join('  ').trimEnd();
  const out = rows.map(line);
  if (out.length > 1) out.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  return out;
}

/**
 * A cell's words; a rich_text cell is read for its plain words. A raw cell's text is escaped
 * (views/table.ts); its words are taken back here, as codeBlocks escapes its lines itself.
 */
function cellText(c: Json | undefined): string {
  if (typeof c?.text === 'string') return unesc(c.text);
  const words: string[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      const o = v as Json;
      if (typeof o.text === 'string') words.push(o.text);
      else Object.values(o).forEach(visit);
    }
  };
  visit(c);
  return words.join('') || '—';
}

function tableAsText(b: Json): KnownBlock[] {
  const rows = (b.rows as Json[][] | undefined) ?? [];
  const numeric = (rows[1] ?? []).map((c) => c?.type === 'raw_number');
  return [...codeBlocks(alignedLines(rows.map((r) => r.map(cellText)), numeric)), context(`_${TABLE_FALLBACK_NOTE}_`)];
}

const number = (v: unknown) => (typeof v === 'number' ? v.toLocaleString('en-US', { maximumFractionDigits: 4 }) : '—');

function chartAsText(b: Json): KnownBlock[] {
  const chart = (b.chart as Json | undefined) ?? {};
  let rows: string[][];
  if (chart.type === 'pie') {
    rows = [['', 'value'], ...((chart.segments as Json[] | undefined) ?? []).map((s) => [String(s.label), number(s.value)])];
  } else {
    const axis = (chart.axis_config as Json | undefined) ?? {};
    const series = (chart.series as Json[] | undefined) ?? [];
    const categories = (axis.categories as unknown[] | undefined) ?? [];
    const header = [typeof axis.x_label === 'string' ? axis.x_label : '', ...series.map((s) => String(s.name))];
    rows = [header, ...categories.map((c, i) => [String(c), ...series.map((s) => number((s.data as Json[] | undefined)?.[i]?.value))])];
  }
  const numeric = rows[0]!.map((_, i) => i > 0);
  const title = typeof b.title === 'string' ? `*${esc(b.title)}*` : '';
  return [...(title ? [section(title)] : []), ...codeBlocks(alignedLines(rows, numeric)), context(`_${CHART_FALLBACK_NOTE}_`)];
}

function fallbackOf(b: KnownBlock): KnownBlock[] {
  const json = b as unknown as Json;
  return json.type === 'data_visualization' ? chartAsText(json) : tableAsText(json);
}

/**
 * `message` without the refused block types: each refused block replaced in place by its plain
 * fallback and a line saying why, the whole kept within the message limits. Unchanged (the same
 * object) when it has none of them.
 */
export function withoutBlockTypes<M extends { blocks?: KnownBlock[] }>(message: M, refused: ReadonlySet<string>): M {
  const blocks = message.blocks;
  if (!blocks || !blocks.some((b) => refused.has(b.type))) return message;
  const plain = blocks.flatMap((b) => (refused.has(b.type) && isNewerBlockType(b.type) ? fallbackOf(b) : [b]));
  return { ...message, blocks: fitMessage(plain) };
}
