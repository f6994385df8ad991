// The export request body (spec 2.8, 4.8, 4.9): a JSON object of strings with a required `date`,
// one completed UTC day within the previous 45 days. Returns the body normalized (trimmed,
// enums in the spec's spelling, country upper-case): the identity by which identical requests
// reuse one export.
import { badRequest } from '../http-error.js';
import {
  DAY_MS,
  DEVICE_OSES,
  EXPORT_FIELD_ONLY_FOR,
  EXPORT_FIELDS,
  EXPORT_MAX_AGE_DAYS,
  REQUEST_STATUSES,
  TEST_MODES,
  type ExportBody,
  type ExportField,
  type ExportKind,
} from '../vocabulary.js';
import { calendarDate, countryCode, invalid, isoDay, oneOf } from './rules.js';

/** The days an export may name: yesterday (the latest completed UTC day) back to 45 days ago. */
export function exportableDays(nowMs: number): { newest: string; oldest: string } {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  return { newest: isoDay(today - DAY_MS), oldest: isoDay(today - EXPORT_MAX_AGE_DAYS * DAY_MS) };
}

function checkDate(value: unknown, nowMs: number): string {
  calendarDate(value, 'date');
  const date = value as string;
  const { newest, oldest } = exportableDays(nowMs);
  if (date > newest) throw invalid('date', `must be a completed UTC day (the latest is ${newest})`);
  if (date < oldest) throw invalid('date', `must be within the previous ${EXPORT_MAX_AGE_DAYS} days (the earliest is ${oldest})`);
  return date;
}

/** An optional field's value, checked against the field table: which kind it applies to, its format. */
function checkField(kind: ExportKind, field: ExportField, raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw invalid(field, 'must be a non-empty text value');
  const only = EXPORT_FIELD_ONLY_FOR[field];
  if (only && only !== kind) throw invalid(field, `applies to ${only} exports only`);
  const value = raw.trim();
  switch (field) {
    case 'country': return countryCode(value, field)!;
    case 'device_os': return oneOf(value, DEVICE_OSES, field)!;
    case 'test_mode': return oneOf(value, TEST_MODES, field)!;
    case 'request_status': return oneOf(value, REQUEST_STATUSES, field)!;
    default: return value;
  }
}

export function checkExportBody(kind: ExportKind, body: unknown, nowMs: number): ExportBody {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('the body must be a JSON object with at least "date" (YYYY-MM-DD)');
  }
  const fields = body as Record<string, unknown>;
  const out: ExportBody = { date: checkDate(fields.date, nowMs) };
  for (const [name, raw] of Object.entries(fields)) {
    if (name === 'date' || raw === undefined) continue;
    if (!(EXPORT_FIELDS as readonly string[]).includes(name)) throw invalid(name, 'is not an export field');
    out[name as Exclude<ExportField, 'date'>] = checkField(kind, name as ExportField, raw);
  }
  return out;
}
