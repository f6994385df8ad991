// Small Block Kit builders that apply the limits at construction (./limits.ts), so no view can
// build a block Slack would refuse. Text from the API or the user goes through `esc`.
import { NATIVE_LIMITS } from '../src/charts/native.js';
import { LIMITS, splitText, truncate } from './limits.js';
import type { ActionsBlock, Button, ChartImage, ContextBlock, ImageBlock, KnownBlock, SectionBlock } from './types.js';

/** Escapes the three characters mrkdwn treats as markup (&, <, >). */
export function esc(text: string): string {
  // Most texts (numbers, dates, names) have none of them: returned as they are, without three
  // passes each making a new string (a digest escapes a few hundred table cells; issue 36).
  if (!MARKUP.test(text)) return text;
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
const MARKUP = /[&<>]/;

/**
 * The text `esc` was given back, for a block's escaped text re-used elsewhere (a table's cells set
 * out as a code block, which escapes its lines itself): escaped once, wherever it goes.
 */
export function unesc(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/**
 * A message's `text` as Slack gets it (notifications, screen readers, clients without blocks):
 * the view's plain text escaped, after the mentions the bot put in on purpose (`mentions`: an
 * alert's `<@owner>`, the export reply's `<@requester>`), which stay live. The one place a `text`
 * fallback is escaped: every edge that sends a view's message calls this, and no view escapes its text.
 */
export function fallbackText(message: { text: string; mentions?: string }): string {
  const text = esc(message.text.slice(0, 3_000));
  return message.mentions ? `${message.mentions} ${text}` : text;
}

/**
 * A file name as uploaded: letters, digits, dot, dash and underscore only, so a name built from
 * API text (a configuration's kind, a dimension) carries no markup wherever Slack shows it.
 */
export function safeFileName(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9._-]/g, '_');
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(safe)?.[0] ?? '';
  return (safe.length > FILE_NAME_MAX ? safe.slice(0, FILE_NAME_MAX - ext.length) + ext : safe) || 'file';
}

const FILE_NAME_MAX = 120;

/** A header: plain text, often naming an app, a Task or an A/B test from the API — escaped like all text. */
export function header(text: string): KnownBlock {
  return { type: 'header', text: { type: 'plain_text', text: truncate(esc(text), LIMITS.header), emoji: true } };
}

export function section(mrkdwn: string, blockId?: string): SectionBlock {
  return {
    type: 'section',
    text: { type: 'mrkdwn', text: truncate(mrkdwn || ' ', LIMITS.sectionText) },
    ...(blockId ? { block_id: truncate(blockId, LIMITS.blockId) } : {}),
  };
}

/** Long text over as many sections as it needs (split at line breaks). */
export function sections(mrkdwn: string): SectionBlock[] {
  return splitText(mrkdwn, LIMITS.sectionText).map((chunk) => section(chunk));
}

/** Label/value pairs as section fields, ten per block. */
export function fields(pairs: ReadonlyArray<readonly [string, string]>): SectionBlock[] {
  const out: SectionBlock[] = [];
  for (let i = 0; i < pairs.length; i += LIMITS.fields) {
    out.push({
      type: 'section',
      fields: pairs.slice(i, i + LIMITS.fields).map(([label, value]) => ({
        type: 'mrkdwn' as const,
        text: truncate(`*${label}*\n${value}`, LIMITS.fieldText),
      })),
    });
  }
  return out;
}

export function context(...texts: string[]): ContextBlock {
  const parts = texts.filter((t) => t.trim() !== '').slice(0, LIMITS.contextElements);
  return {
    type: 'context',
    elements: (parts.length ? parts : [' ']).map((t) => ({ type: 'mrkdwn' as const, text: truncate(t, LIMITS.contextText) })),
  };
}

export function divider(): KnownBlock {
  return { type: 'divider' };
}

/**
 * A monospace block: lines inside ``` fences, split over several sections when long (each
 * chunk fenced on its own so every section renders as code). The lines are text (an API's YAML,
 * a table's cells), escaped here: inside a fence Slack still reads `<!channel>`, `<@U…>` and
 * `<url|label>` as a mention or a link.
 */
export function codeBlocks(lines: readonly string[]): SectionBlock[] {
  const room = LIMITS.sectionText - 8;
  return splitText(lines.map(esc).join('\n'), room).map((chunk) => section(`\`\`\`\n${chunk}\n\`\`\``));
}

/** The words of Slack's chart block (spec: src/charts/native.ts) and the limit of each. */
const CHART_WORDS: Readonly<Record<string, number>> = {
  title: NATIVE_LIMITS.title,
  label: NATIVE_LIMITS.label,
  name: NATIVE_LIMITS.label,
  categories: NATIVE_LIMITS.label,
  x_label: NATIVE_LIMITS.axisLabel,
  y_label: NATIVE_LIMITS.axisLabel,
};

/** A chart block with its words (app, unit and bidder names from the API) escaped, each in its limit. */
function chartWords(v: unknown, max?: number): unknown {
  if (typeof v === 'string') return max ? truncate(esc(v), max) : v;
  if (Array.isArray(v)) return v.map((x) => chartWords(x, max));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, chartWords(x, CHART_WORDS[k])]));
  return v;
}

/** A chart: Slack's own chart block, or an image of an uploaded PNG or a QuickChart link. */
export function image(img: ChartImage): KnownBlock {
  // @slack/types has no data_visualization type yet; the stand-in checks the block's limits.
  if ('block' in img) return chartWords(img.block) as KnownBlock;
  // Alt text and title name apps, units and bidders: escaped like all API text (Slack keeps and
  // shows text fields entity-encoded, so `&lt;` reads as `<`).
  const alt = truncate(esc(img.alt), LIMITS.altText);
  const title = img.title ? { title: { type: 'plain_text' as const, text: truncate(esc(img.title), 2_000) } } : {};
  if ('url' in img) return { type: 'image', image_url: img.url, alt_text: alt, ...title } satisfies ImageBlock;
  return { type: 'image', slack_file: { id: img.slackFileId }, alt_text: alt, ...title };
}

export function button(text: string, actionId: string, value?: string, style?: 'primary' | 'danger'): Button {
  return {
    type: 'button',
    text: { type: 'plain_text', text: truncate(text, LIMITS.buttonText), emoji: true },
    action_id: actionId,
    ...(value !== undefined ? { value: truncate(value, LIMITS.buttonValue) } : {}),
    ...(style ? { style } : {}),
  };
}

export function actions(elements: Button[], blockId?: string): ActionsBlock {
  return {
    type: 'actions',
    elements: elements.slice(0, LIMITS.actionsElements),
    ...(blockId ? { block_id: blockId } : {}),
  };
}

/**
 * A web address from the API as Slack's `<url|label>` or a button may carry it: http(s) only (the
 * API's record may hold javascript: or file:), with the characters that would end the link or
 * start a mention (<, >, |, spaces, quotes) percent-encoded. Undefined when it is not a web address.
 */
export function webLink(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    return undefined;
  }
  if (protocol !== 'https:' && protocol !== 'http:') return undefined;
  return url.replace(/[<>|\s"]/g, (c) => encodeURIComponent(c));
}

/** The longest link written inline in mrkdwn (`<url|label>`): with its sentence it stays inside a section's 3,000. */
export const INLINE_LINK_MAX = 1_500;

/**
 * How a web link is shown whole, never cut: inline in the sentence when short; a button carrying
 * it (url up to 3,000) when longer; `tooLong` past what any block carries — the caller says so, or
 * sends it another way (a file). `link` is what `webLink` made of it.
 */
export type LinkForm = { inline: string } | { button: Button } | { tooLong: number };

export function linkForm(link: string, label: string, actionId: string): LinkForm {
  if (link.length <= INLINE_LINK_MAX) return { inline: `<${link}|${esc(label)}>` };
  if (link.length <= LIMITS.buttonUrl) return { button: { ...button(label, actionId), url: link } };
  return { tooLong: link.length };
}

