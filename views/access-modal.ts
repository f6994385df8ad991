// The access form (App Home's "Change access", `/adops access edit`): allow or deny one
// capability to a user group, a channel, guests or (admin) one person. Checked on submission by
// commands/access/index.ts with the same rules as the text form; mistakes come back inline.
import { CAPABILITIES } from '../src/store/access-policy.js';
import { modal, option, radioInput, selectInput, textInput, type ModalView } from './modal-kit.js';

export const ACCESS_MODAL = 'adops_access_modal';

/** The button that opens this form (App Home's "Change access"), declared with `access` (commands/access). */
export const ACCESS_EDIT_ACTION = 'adops_home_access_edit';

export const ACCESS_TARGETS = [
  ['group', 'Members of a user group (S…)'],
  ['channel', 'In a channel (C…)'],
  ['guests', 'Guests'],
  ['user', 'One person, as admin (U…)'],
] as const;

export function accessModal(): ModalView {
  return modal({
    callbackId: ACCESS_MODAL,
    title: 'Change access',
    submit: 'Save',
    blocks: [
      radioInput('change', 'Change', [option('Allow', 'allow'), option('Take away', 'deny')], 'allow'),
      selectInput('capability', 'Capability', CAPABILITIES.map((c) => option(c, c)), 'read'),
      selectInput('target', 'To whom', ACCESS_TARGETS.map(([value, text]) => option(text, value)), 'group', {
        hint: 'A group or channel limits the capability to those listed; guests are refused until allowed.',
      }),
      textInput('target_id', 'Group, channel or user id', undefined, { optional: true, placeholder: 'S0…, C0… or U0…', hint: 'Not needed for guests.' }),
    ],
  });
}
