// Block Kit → DOM, as Slack lays blocks out in messages, modals and App Home. A block type this
// file does not know is shown as an explicit "Unsupported block" box (class pg-unsupported), never
// as a blank space: the browser tests fail on one.
// ctx: { names(id), act(action), fileUrl(slackFile), choicesFor(element), channel, errors }
import { h, isLocal } from './dom.js';
import { renderElement } from './elements.js';
import { mrkdwn, textObject } from './mrkdwn.js';
import { renderRichText } from './rich-text.js';
import { quickChartConfig, renderChart, renderChartConfig, renderDataTable, renderTable } from './tables.js';

function section(b, ctx) {
  const id = b.block_id ?? '';
  return h('div.section', {},
    h('div.section-main', {},
      b.text ? h('div.section-text', { html: textObject(b.text, ctx.names) }) : null,
      b.fields ? h('div.fields', {}, b.fields.map((f) => h('div.field', { html: textObject(f, ctx.names) }))) : null),
    b.accessory ? h('div.accessory', {}, renderElement(b.accessory, id, ctx)) : null);
}

function context(b, ctx) {
  return h('div.context', {}, (b.elements ?? []).map((e) =>
    e.type === 'image' ? h('img.context-img', { src: e.image_url ?? ctx.fileUrl(e.slack_file), alt: e.alt_text ?? '' }) : h('span', { html: textObject(e, ctx.names) })));
}

/**
 * An image on this machine is shown; a QuickChart link is drawn here with chart.js from the chart
 * it describes; any other address on the internet is named, not fetched (the page stays offline).
 */
function image(b, ctx) {
  const src = b.image_url ?? ctx.fileUrl(b.slack_file);
  const chart = b.image_url && !isLocal(b.image_url) ? quickChartConfig(b.image_url) : undefined;
  const body = isLocal(src)
    ? h('img', { src, alt: b.alt_text ?? '' })
    : chart
      ? renderChartConfig(chart, b.alt_text)
      : h('div.offline-image', {}, `Image not loaded (the playground stays offline): ${b.alt_text ?? ''} `, h('a', { href: src, target: '_blank', rel: 'noopener' }, 'link'));
  return h('figure.image', {}, b.title ? h('figcaption', { html: textObject(b.title, ctx.names) }) : null, body);
}

function input(b, ctx) {
  const id = b.block_id ?? '';
  const control = renderElement(b.element, id, ctx, Boolean(b.dispatch_action));
  const error = ctx.errors?.[id];
  return h(`div.input${error ? '.has-error' : ''}`, { 'data-block-id': id, 'data-input': 'true' },
    h('label.input-label', {}, b.label?.text ?? '', b.optional ? h('span.optional', {}, ' (optional)') : null),
    control,
    error ? h('div.input-error', { role: 'alert' }, error) : null,
    b.hint ? h('div.hint', { html: textObject(b.hint, ctx.names) }) : null);
}

/** A file block: a remote or shared file shown as a card with a link. */
function file(b, ctx) {
  const url = b.file_id ? ctx.fileUrl({ id: b.file_id }) : undefined;
  return h('div.file-card', {}, '📄 ', url ? h('a', { href: url }, b.external_id ?? b.file_id) : (b.external_id ?? 'file'));
}

function video(b, ctx) {
  return h('div.video', {},
    h('a', { href: b.video_url, target: '_blank', rel: 'noopener', html: textObject(b.title, ctx.names) }),
    b.thumbnail_url ? h('img', { src: b.thumbnail_url, alt: b.alt_text ?? '' }) : null,
    b.description ? h('div.hint', { html: textObject(b.description, ctx.names) }) : null);
}

/** The markdown block is standard Markdown; the common marks map onto mrkdwn. */
function markdown(b, ctx) {
  const text = String(b.text ?? '').replace(/\*\*(.+?)\*\*/g, '*$1*').replace(/\[([^\]]+)\]\(([^)]+)\)/g, '<$2|$1>').replace(/^#+\s*(.*)$/gm, '*$1*');
  return h('div.markdown', { html: mrkdwn(text, ctx.names) });
}

const RENDERERS = {
  section,
  header: (b, ctx) => h('h3.header', { html: textObject(b.text, ctx.names) }),
  context,
  divider: () => h('hr.divider'),
  image,
  actions: (b, ctx) => h('div.actions', {}, (b.elements ?? []).map((e) => renderElement(e, b.block_id ?? '', ctx))),
  input,
  rich_text: renderRichText,
  table: renderTable,
  data_table: renderDataTable,
  data_visualization: renderChart,
  file,
  video,
  markdown,
};

export const RENDERED_TYPES = Object.keys(RENDERERS);

export function renderBlock(b, ctx) {
  const render = RENDERERS[b?.type];
  const node = render ? render(b, ctx) : h('div.pg-unsupported', {}, `Unsupported block: ${b?.type}`);
  node.classList.add('block', `block-${b?.type}`);
  return node;
}

export function renderBlocks(blocks, ctx) {
  return h('div.blocks', {}, (blocks ?? []).map((b) => renderBlock(b, ctx)));
}

/** view.state.values as Slack sends it: every input of the form, by block and action id. */
export function collectValues(root) {
  const values = {};
  for (const block of root.querySelectorAll('[data-input]')) {
    const control = block.querySelector('[data-action-id]');
    if (!control?.pgValue) continue;
    values[block.dataset.blockId] = { [control.dataset.actionId]: control.pgValue() };
  }
  return values;
}
