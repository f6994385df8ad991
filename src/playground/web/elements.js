// Block elements: buttons, overflow menus, selects, text/date/time inputs, checkboxes and radio
// buttons. Pressing or choosing calls ctx.act with the action as Slack reports it in a
// block_actions payload. An element that holds a value (in a form) carries `pgValue()`: its entry
// in view.state.values, as Slack sends it with a submission.
/* global window */
import { h } from './dom.js';
import { textObject } from './mrkdwn.js';

const plain = (t) => (t?.text ?? '');
const optionOf = (o) => (o ? { text: o.text, value: o.value } : null);

function button(el, blockId, ctx) {
  const style = el.style === 'primary' ? '.primary' : el.style === 'danger' ? '.danger' : '';
  return h(`button.btn${style}`, {
    type: 'button',
    'data-action-id': el.action_id,
    onclick: () => {
      if (el.url) window.open(el.url, '_blank', 'noopener');
      ctx.act({ action_id: el.action_id, block_id: blockId, type: 'button', value: el.value });
    },
  }, plain(el.text));
}

function overflow(el, blockId, ctx) {
  const menu = h('div.menu', { hidden: true }, (el.options ?? []).map((o) => h('button.menu-item', {
    type: 'button',
    onclick: () => {
      menu.hidden = true;
      if (o.url) window.open(o.url, '_blank', 'noopener');
      ctx.act({ action_id: el.action_id, block_id: blockId, type: 'overflow', selected_option: optionOf(o) });
    },
  }, plain(o.text))));
  return h('span.overflow', {}, h('button.btn.overflow-btn', { type: 'button', 'aria-label': 'More actions', onclick: () => (menu.hidden = !menu.hidden) }, '⋯'), menu);
}

/** Options of a static menu, flattened from option_groups. */
const optionsOf = (el) => el.options ?? (el.option_groups ?? []).flatMap((g) => g.options ?? []);

function select(el, blockId, ctx, live) {
  const multi = el.type.startsWith('multi_');
  const choices = ctx.choicesFor(el) ?? optionsOf(el).map((o) => ({ value: o.value, label: plain(o.text), option: o }));
  const initial = new Set([el.initial_option?.value, ...(el.initial_options ?? []).map((o) => o.value), el.initial_conversation, el.initial_channel, el.initial_user,
    el.default_to_current_conversation ? ctx.channel : undefined].filter(Boolean));
  const node = h('select', { multiple: multi, 'data-action-id': el.action_id },
    multi ? null : h('option', { value: '' }, plain(el.placeholder) || 'Choose…'),
    choices.map((c) => h('option', { value: c.value, selected: initial.has(c.value) }, c.label)));
  const chosen = () => choices.filter((c) => [...node.selectedOptions].some((o) => o.value === c.value));
  node.pgValue = () => {
    const picked = chosen();
    if (el.type === 'conversations_select') return { type: el.type, selected_conversation: picked[0]?.value ?? null };
    if (el.type === 'channels_select') return { type: el.type, selected_channel: picked[0]?.value ?? null };
    if (el.type === 'users_select') return { type: el.type, selected_user: picked[0]?.value ?? null };
    if (multi) return { type: el.type, selected_options: picked.map((c) => optionOf(c.option ?? { value: c.value, text: { type: 'plain_text', text: c.label } })) };
    return { type: el.type, selected_option: picked[0] ? optionOf(picked[0].option) : null };
  };
  if (live) node.addEventListener('change', () => ctx.act({ action_id: el.action_id, block_id: blockId, ...node.pgValue() }));
  return node;
}

function choiceList(el, blockId, ctx, live) {
  const kind = el.type === 'checkboxes' ? 'checkbox' : 'radio';
  const initial = new Set([el.initial_option?.value, ...(el.initial_options ?? []).map((o) => o.value)].filter(Boolean));
  const name = `${blockId}-${el.action_id}-${Math.random().toString(36).slice(2)}`;
  const boxes = (el.options ?? []).map((o) => ({ o, input: h('input', { type: kind, name, value: o.value, checked: initial.has(o.value) }) }));
  const node = h(`div.choices`, { 'data-action-id': el.action_id }, boxes.map(({ o, input }) => h('label.choice', {}, input, h('span', { html: textObject(o.text, ctx.names) }))));
  const picked = () => boxes.filter((b) => b.input.checked).map((b) => optionOf(b.o));
  node.pgValue = () => (kind === 'checkbox' ? { type: el.type, selected_options: picked() } : { type: el.type, selected_option: picked()[0] ?? null });
  if (live) node.addEventListener('change', () => ctx.act({ action_id: el.action_id, block_id: blockId, ...node.pgValue() }));
  return node;
}

function field(el, blockId, ctx, live) {
  const types = { plain_text_input: 'text', number_input: 'number', email_text_input: 'email', url_text_input: 'url', datepicker: 'date', timepicker: 'time' };
  const initial = el.initial_value ?? el.initial_date ?? el.initial_time ?? '';
  const node = el.multiline
    ? h('textarea', { rows: 4, placeholder: plain(el.placeholder), 'data-action-id': el.action_id }, initial)
    : h('input', { type: types[el.type] ?? 'text', value: initial, placeholder: plain(el.placeholder), 'data-action-id': el.action_id });
  node.pgValue = () => {
    const v = node.value;
    if (el.type === 'datepicker') return { type: el.type, selected_date: v || null };
    if (el.type === 'timepicker') return { type: el.type, selected_time: v || null };
    return { type: el.type, value: v === '' ? null : v };
  };
  if (live) node.addEventListener('change', () => ctx.act({ action_id: el.action_id, block_id: blockId, ...node.pgValue() }));
  return node;
}

/** `live`: a change is reported at once (actions blocks, dispatch_action inputs). */
export function renderElement(el, blockId, ctx, live = true) {
  switch (el?.type) {
    case 'button': return button(el, blockId, ctx);
    case 'overflow': return overflow(el, blockId, ctx);
    case 'image': return h('img.element-image', { src: el.image_url ?? ctx.fileUrl(el.slack_file), alt: el.alt_text ?? '' });
    case 'checkboxes':
    case 'radio_buttons': return choiceList(el, blockId, ctx, live);
    case 'plain_text_input':
    case 'number_input':
    case 'email_text_input':
    case 'url_text_input':
    case 'datepicker':
    case 'timepicker': return field(el, blockId, ctx, live);
    default:
      if (/select$/.test(el?.type ?? '')) return select(el, blockId, ctx, live);
      return h('span.pg-unsupported', {}, `Unsupported element: ${el?.type}`);
  }
}

