// The export request form: kind, the day (a completed UTC day within 45 days), the filters of
// that kind, where the link goes, and whether to keep trying when the account is at its limit.
import { REQUEST_STATUSES, TEST_MODES, type ExportKind } from '../src/api/index.js';
import { checkboxesInput, dateInput, modal, option, selectInput, textInput, type Block, type ModalView } from './modal-kit.js';

export const EXPORT_MODAL = 'adops_export_modal';

/** The button that opens this form (App Home's "Request an export"), declared with `export` (commands/export). */
export const EXPORT_NEW_ACTION = 'adops_home_export_new';

export interface ExportFormState {
  kind: ExportKind;
  /** The newest and oldest day allowed (shown in the hint; checked on submit). */
  newest: string;
  oldest: string;
}

export function exportModal(s: ExportFormState): ModalView {
  const impressions = s.kind === 'impressions';
  const blocks: Block[] = [
    selectInput('kind', 'What to export', [option('Impressions (with revenue)', 'impressions'), option('Requests', 'requests')], s.kind, { dispatch: true }),
    dateInput('date', 'Day (UTC)', s.newest, { hint: `One completed UTC day from ${s.oldest} to ${s.newest}.` }),
    textInput('app_bundle', 'App bundle', undefined, { optional: true, placeholder: 'com.example.game' }),
    textInput('ad_unit_id', 'Ad unit id', undefined, { optional: true }),
    textInput('country', 'Country', undefined, { optional: true, placeholder: 'US', hint: 'Two-letter ISO code.' }),
    selectInput('device_os', 'OS', [option('iOS', 'iOS'), option('Android', 'Android')], undefined, { optional: true }),
    ...(impressions
      ? [
          textInput('bidder', 'Bidder', undefined, { optional: true }),
          textInput('line_item_id', 'Line item id', undefined, { optional: true }),
          textInput('app_id', 'App id', undefined, { optional: true }),
        ]
      : [selectInput('request_status', 'Request status', REQUEST_STATUSES.map((r) => option(r.replace('_', ' '), r)), undefined, { optional: true })]),
    selectInput('test_mode', 'Traffic', TEST_MODES.map((m) => option(m, m)), 'production', { optional: true }),
    checkboxesInput('retry', 'If the account already runs its maximum of exports', [option('Keep trying until it can start', 'yes')], ['yes'], { optional: true }),
    // The signed link is a credential: it only ever goes to the requester's DM (no channel option).
    { type: 'context', elements: [{ type: 'mrkdwn', text: 'The download link is sent to you by DM when the export is ready. It is private: it never goes into a channel.' }] } as Block,
  ];
  return modal({ callbackId: EXPORT_MODAL, title: 'Request an export', submit: 'Request', blocks });
}
