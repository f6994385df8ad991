// Builders for modal inputs (pure). Block and action ids are the same string, so a view state is
// read as state.values[id][id] and a field error is keyed by the same id.
import type { types } from '@slack/bolt';
import { LIMITS, truncate } from './limits.js';

export type ModalView = types.ModalView;
export type Block = types.KnownBlock;
type Option = { text: { type: 'plain_text'; text: string }; value: string };

export function option(text: string, value: string): Option {
  return { text: { type: 'plain_text', text: truncate(text, LIMITS.optionText) }, value: truncate(value, LIMITS.optionValue) };
}

const plain = (text: string) => ({ type: 'plain_text' as const, text });

interface InputOpts {
  optional?: boolean;
  hint?: string;
  /** Send a block action on change (the form re-renders or previews). */
  dispatch?: boolean;
}

function input(id: string, label: string, element: Record<string, unknown>, o: InputOpts = {}): Block {
  return {
    type: 'input',
    block_id: id,
    label: plain(label),
    optional: o.optional ?? false,
    ...(o.hint ? { hint: plain(truncate(o.hint, 2_000)) } : {}),
    ...(o.dispatch ? { dispatch_action: true } : {}),
    element: { ...element, action_id: id },
  } as unknown as Block;
}

export function selectInput(id: string, label: string, options: Option[], initial?: string, o: InputOpts = {}): Block {
  const chosen = options.find((x) => x.value === initial);
  return input(id, label, { type: 'static_select', placeholder: plain('Choose'), options, ...(chosen ? { initial_option: chosen } : {}) }, o);
}

export function textInput(id: string, label: string, initial?: string, o: InputOpts & { placeholder?: string; multiline?: boolean } = {}): Block {
  return input(
    id,
    label,
    {
      type: 'plain_text_input',
      ...(initial ? { initial_value: initial } : {}),
      ...(o.placeholder ? { placeholder: plain(o.placeholder) } : {}),
      ...(o.multiline ? { multiline: true } : {}),
      ...(o.dispatch ? { dispatch_action_config: { trigger_actions_on: ['on_enter_pressed'] } } : {}),
    },
    o,
  );
}

export function dateInput(id: string, label: string, initial: string, o: InputOpts = {}): Block {
  return input(id, label, { type: 'datepicker', initial_date: initial }, o);
}

export function timeInput(id: string, label: string, initial: string, o: InputOpts = {}): Block {
  return input(id, label, { type: 'timepicker', initial_time: initial }, o);
}

export function checkboxesInput(id: string, label: string, options: Option[], initial: string[], o: InputOpts = {}): Block {
  const chosen = options.filter((x) => initial.includes(x.value));
  return input(id, label, { type: 'checkboxes', options, ...(chosen.length ? { initial_options: chosen } : {}) }, o);
}

export function radioInput(id: string, label: string, options: Option[], initial: string, o: InputOpts = {}): Block {
  const chosen = options.find((x) => x.value === initial) ?? options[0];
  return input(id, label, { type: 'radio_buttons', options, ...(chosen ? { initial_option: chosen } : {}) }, o);
}

export function multiSelectInput(id: string, label: string, options: Option[], initial: string[], o: InputOpts = {}): Block {
  const chosen = options.filter((x) => initial.includes(x.value));
  return input(id, label, { type: 'multi_static_select', placeholder: plain('Any'), options, ...(chosen.length ? { initial_options: chosen } : {}) }, o);
}

export function channelInput(id: string, label: string, initial?: string, o: InputOpts = {}): Block {
  return input(id, label, { type: 'conversations_select', ...(initial ? { initial_conversation: initial } : { default_to_current_conversation: true }), filter: { include: ['public', 'private'], exclude_bot_users: true } }, o);
}

export function modal(o: { callbackId: string; title: string; submit?: string; blocks: Block[]; privateMetadata?: unknown; externalId?: string }): ModalView {
  return {
    type: 'modal',
    callback_id: o.callbackId,
    title: plain(truncate(o.title, LIMITS.modalTitle)),
    ...(o.submit ? { submit: plain(truncate(o.submit, LIMITS.modalButton)) } : {}),
    close: plain('Cancel'),
    blocks: o.blocks.slice(0, LIMITS.surfaceBlocks),
    ...(o.privateMetadata !== undefined ? { private_metadata: JSON.stringify(o.privateMetadata) } : {}),
  } as ModalView;
}

export function loadingModal(callbackId: string, title: string, what: string): ModalView {
  return modal({ callbackId, title, blocks: [{ type: 'section', text: { type: 'mrkdwn', text: `:hourglass_flowing_sand: ${what}` } } as Block] });
}
