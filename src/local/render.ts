// Block Kit → terminal text for the local console: headers underlined, mrkdwn made readable
// (bold, code, links), fields as "label: value", images as their link or file, and buttons
// listed with a number the user can type to press them.
import { chartLines, tableLines } from './table-text.js';

type Json = Record<string, unknown>;

export interface RenderedButton {
  label: string;
  actionId: string;
  value?: string;
  blockId?: string;
}

export interface Rendered {
  text: string;
  buttons: RenderedButton[];
}

export interface RenderOptions {
  color: boolean;
  /** Number of the first button (buttons are numbered across a session). */
  firstButton?: number;
}

const EMOJI: Record<string, string> = {
  x: '✖', warning: '⚠', grey_question: '?', white_check_mark: '✔', hourglass_flowing_sand: '⏳', chart_with_upwards_trend: '📈',
  large_green_circle: '●', large_yellow_circle: '●', red_circle: '●', white_circle: '○', arrow_up: '↑', arrow_down: '↓',
  information_source: 'ℹ', lock: '🔒', page_facing_up: '📄', link: '🔗', bell: '🔔',
  double_vertical_bar: '⏸', arrows_counterclockwise: '🔄', hourglass: '⌛', zzz: '💤', rotating_light: '🚨', no_entry: '⛔', white_small_square: '▫',
  eyes: '👀', wave: '👋', inbox_tray: '📥', calendar: '📅',
};

function style(color: boolean) {
  const wrap = (open: string, close: string) => (s: string) => (color ? `\u001b[${open}m${s}\u001b[${close}m` : s);
  return { bold: wrap('1', '22'), dim: wrap('2', '22'), cyan: wrap('36', '39'), under: wrap('4', '24') };
}

/** mrkdwn → terminal text. Code fences keep their content verbatim. */
export function mrkdwnToText(input: string, color = false): string {
  const s = style(color);
  const parts = input.split(/```/);
  return parts
    .map((part, i) => {
      if (i % 2 === 1) return part.replace(/^\n/, '').replace(/\n$/, '').split('\n').map((l) => `  ${unescape(l)}`).join('\n');
      // Inline code is kept verbatim; markup applies only outside it.
      return part
        .split(/(`[^`\n]+`)/)
        .map((piece) => (piece.startsWith('`') && piece.endsWith('`') && piece.length > 1 ? s.cyan(unescape(piece.slice(1, -1))) : inline(piece, s)))
        .join('');
    })
    .join('\n');
}

function inline(text: string, s: ReturnType<typeof style>): string {
  return unescape(
    text
      .replace(/<(https?:[^|>]+)\|([^>]+)>/g, (_, url: string, label: string) => `${label} (${url})`)
      .replace(/<(https?:[^>]+)>/g, '$1')
      .replace(/<@([A-Z0-9]+)>/g, '@$1')
      .replace(/<!(here|channel|everyone)>/g, '@$1')
      .replace(/:([a-z0-9_+-]+):/g, (m, name: string) => EMOJI[name] ?? m)
      .replace(/(^|[\s(])\*([^*\n]+)\*(?=$|[\s).,:;!?])/g, (_, pre: string, t: string) => `${pre}${s.bold(t)}`)
      .replace(/(^|[\s(])_([^_\n]+)_(?=$|[\s).,:;!?])/g, (_, pre: string, t: string) => `${pre}${s.dim(t)}`),
  );
}

function unescape(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function textOf(obj: unknown, color: boolean): string {
  const t = obj as Json | undefined;
  if (!t || typeof t.text !== 'string') return '';
  return t.type === 'mrkdwn' ? mrkdwnToText(t.text, color) : t.text;
}

export function renderBlocks(blocks: readonly unknown[], opts: RenderOptions): Rendered {
  const s = style(opts.color);
  const lines: string[] = [];
  const buttons: RenderedButton[] = [];
  let next = opts.firstButton ?? 1;
  for (const raw of blocks) {
    const b = raw as Json;
    switch (b.type) {
      case 'header': {
        const t = textOf(b.text, false);
        lines.push(s.bold(t), s.dim('═'.repeat(Math.min(t.length, 80))));
        break;
      }
      case 'section': {
        if (b.text) lines.push(textOf(b.text, opts.color));
        for (const f of (b.fields as Json[] | undefined) ?? []) {
          const [label = '', ...rest] = textOf(f, false).split('\n');
          lines.push(`  ${s.bold(label.replace(/^\*|\*$/g, ''))}: ${rest.join(' ')}`);
        }
        break;
      }
      case 'context':
        lines.push(s.dim(((b.elements as Json[] | undefined) ?? []).map((e) => textOf(e, false)).join('  ')));
        break;
      case 'divider':
        lines.push(s.dim('─'.repeat(60)));
        break;
      case 'image': {
        const alt = typeof b.alt_text === 'string' ? b.alt_text : 'image';
        const file = (b.slack_file as Json | undefined)?.id;
        lines.push(s.dim(`[chart: ${alt}] ${typeof b.image_url === 'string' ? b.image_url : `uploaded file ${String(file)}`}`));
        break;
      }
      case 'actions':
        for (const e of (b.elements as Json[] | undefined) ?? []) {
          if (e.type !== 'button') continue;
          const label = textOf(e.text, false);
          buttons.push({ label, actionId: String(e.action_id), value: e.value as string | undefined, blockId: b.block_id as string | undefined });
          lines.push(s.cyan(`[${next}] ${label}`) + s.dim(`   (type "click ${next}")`));
          next += 1;
        }
        break;
      case 'table':
      case 'data_table':
        lines.push(...tableLines(b));
        break;
      case 'data_visualization':
        lines.push(...chartLines(b).map((l) => s.dim(l)));
        break;
      default:
        lines.push(s.dim(`[${String(b.type)} block]`));
    }
  }
  return { text: lines.join('\n'), buttons };
}

/** A whole message: its blocks, or its text when it has none. */
export function renderMessage(body: { text?: string; blocks?: unknown[] }, opts: RenderOptions): Rendered {
  if (body.blocks?.length) return renderBlocks(body.blocks, opts);
  return { text: mrkdwnToText(body.text ?? '', opts.color), buttons: [] };
}

/** The kind a message declares through its first block id (adops_error / adops_usage). */
export function messageKind(body: { blocks?: unknown[] }): 'error' | 'usage' | 'answer' {
  const ids = (body.blocks ?? []).map((b) => (b as Json).block_id);
  if (ids.includes('adops_error')) return 'error';
  if (ids.includes('adops_usage')) return 'usage';
  return 'answer';
}
