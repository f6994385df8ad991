// The export form: opened by `/adops export` and App Home's "New export"; a change of kind shows
// that kind's filters; a submission is checked field by field with the API core's export rules,
// so mistakes come back as inline errors and nothing invalid is stored or sent.
import { checkExportBody, exportableDays, InvalidParameterError, type ExportBody, type ExportKind } from '../../src/api/index.js';
import { exportModal } from '../../views/export-modal.js';
import type { ModalView } from '../../views/modal-kit.js';
import { field, type ViewState } from '../shared/form-state.js';
import type { ExportCommandRequest } from './request.js';
import { EXPORT_MODAL } from '../../views/export-modal.js';
import type { FormDeclaration } from '../types.js';

export function exportForm(kind: ExportKind, nowMs: number): ModalView {
  return exportModal({ kind, ...exportableDays(nowMs) });
}

/** The form again for the kind now chosen (its filters differ). */
export function rerenderExportForm(view: { state?: { values: ViewState }; private_metadata?: string }, nowMs: number): ModalView {
  const kind = (field(view.state?.values, 'kind') as ExportKind | undefined) ?? 'impressions';
  return exportForm(kind, nowMs);
}

const EXPORT_FIELDS = ['app_bundle', 'ad_unit_id', 'country', 'device_os', 'bidder', 'line_item_id', 'app_id', 'request_status', 'test_mode'] as const;

export type ExportFormResult = { ok: true; request: ExportCommandRequest } | { ok: false; errors: Record<string, string> };

/** Reads and checks a submitted form: the export command's request, or one error per field. */
export function readExportForm(view: { state: { values: ViewState }; private_metadata?: string }, nowMs: number): ExportFormResult {
  const state = view.state.values;
  const kind = (field(state, 'kind') as ExportKind | undefined) ?? 'impressions';
  const body: ExportBody = { date: field(state, 'date') ?? '' };
  for (const f of EXPORT_FIELDS) {
    const v = field(state, f);
    if (v !== undefined) body[f] = v;
  }
  const errors: Record<string, string> = {};
  // The rules stop at the first problem: note it, set that field aside, and look again.
  for (let i = 0; i <= EXPORT_FIELDS.length + 1; i++) {
    try {
      const { date, ...filters } = checkExportBody(kind, body, nowMs);
      if (Object.keys(errors).length) return { ok: false, errors };
      const retryOnConflict = Boolean(state.retry?.retry?.selected_options?.length);
      return { ok: true, request: { action: 'request', kind, date, filters, retryOnConflict } };
    } catch (err) {
      if (!(err instanceof InvalidParameterError)) throw err;
      errors[err.param] = `${err.reason}.`;
      if (err.param === 'date') body.date = exportableDays(nowMs).newest;
      else delete body[err.param as keyof ExportBody];
    }
  }
  return { ok: false, errors };
}

/** The form as the export command declares it: a change of kind redraws it; the link's card goes to the requester's DM, so nothing more is said there (only a problem). */
export const EXPORT_FORM: FormDeclaration<ExportCommandRequest> = {
  callbackId: EXPORT_MODAL,
  rerender: { fields: ['kind'], render: (view, now) => rerenderExportForm(view, now) },
  submit: (view, ctx) => {
    const read = readExportForm(view, ctx.now());
    return read.ok ? { ok: true, request: read.request, answer: 'dm-problems-only' } : read;
  },
};
