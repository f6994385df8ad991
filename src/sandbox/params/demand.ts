// Parameters of the demand comparison (spec 4.7). The spec names none of them: start_date and
// end_date (a window of at most 31 completed calendar dates; the latest completed date moves at
// 12:00 UTC), demand_source (repeated) and comma-separated provider_business_id,
// provider_property_id and ad_unit_id are our choice (README "Spec choices").
import type { QueryReader } from '../query.js';
import { DAY_MS, DEMAND_MAX_DATES, DEMAND_ROLLOVER_HOUR_UTC } from '../vocabulary.js';
import { calendarDate, invalid, isoDay } from './rules.js';

export interface DemandQuery {
  startDate: string;
  endDate: string;
  /** Repeated demand_source values, trimmed; which exist is the data's business. */
  demandSources?: string[];
  businessIds?: string[];
  propertyIds?: string[];
  adUnitIds?: string[];
}

/** The latest completed calendar date at `nowMs`: yesterday from 12:00 UTC, the day before until then. */
export function latestCompletedDate(nowMs: number): string {
  // Before noon UTC today's rollover has not happened: shifting by 12 h lands on the right day.
  const shiftedDay = Math.floor((nowMs - DEMAND_ROLLOVER_HOUR_UTC * 3_600_000) / DAY_MS) * DAY_MS;
  return isoDay(shiftedDay - DAY_MS);
}

/** A comma-separated filter: every value non-empty. */
function commaList(q: QueryReader, name: string): string[] | undefined {
  const raw = q.one(name);
  if (raw === undefined) return undefined;
  const values = raw.split(',').map((v) => v.trim());
  if (values.some((v) => v === '')) throw invalid(name, 'has an empty value; separate values with single commas');
  return values;
}

export function readDemandQuery(q: QueryReader, nowMs: number): DemandQuery {
  const startDate = q.required('start_date');
  const endDate = q.required('end_date');
  const start = calendarDate(startDate, 'start_date');
  const end = calendarDate(endDate, 'end_date');
  if (end < start) throw invalid('end_date', 'must not be before start_date');
  if ((end - start) / DAY_MS + 1 > DEMAND_MAX_DATES) throw invalid('end_date', `a window holds at most ${DEMAND_MAX_DATES} dates`);
  const latest = latestCompletedDate(nowMs);
  if (endDate > latest) throw invalid('end_date', `must be a completed date; the latest is ${latest} (it moves at 12:00 UTC)`);
  const sources = q.many('demand_source').map((v) => v.trim());
  if (sources.some((v) => v === '')) throw invalid('demand_source', 'must not be empty');
  return {
    startDate,
    endDate,
    demandSources: sources.length ? sources : undefined,
    businessIds: commaList(q, 'provider_business_id'),
    propertyIds: commaList(q, 'provider_property_id'),
    adUnitIds: commaList(q, 'ad_unit_id'),
  };
}
