// Report filters shared by revenue, breakdown, bidders and auctions: country=US, os=ios,
// test=all; and the values of the network report's filter.<dim>=…. Checked with the API core's
// own rules (src/api/params.ts) while parsing, so a bad value is refused before ack and before
// any API call. How filters read back to the user is views/filters.ts.
import { checkCountry, checkEnum, checkTimezone, DEVICE_OSES, TEST_MODES, type ReportFilters } from '../../src/api/index.js';
import type { Args } from './args.js';

export const FILTERS_USAGE = '[country=US] [os=ios|android] [test=production|test|all]';

export function readReportFilters(args: Args, operation: string): ReportFilters {
  const country = args.option('country');
  const os = args.option('os', 'device_os', 'platform');
  const test = args.option('test', 'test_mode');
  return {
    country: checkCountry(country, 'country', operation),
    device_os: checkEnum(os, DEVICE_OSES, 'os', operation),
    test_mode: checkEnum(test, TEST_MODES, 'test', operation),
  };
}

/**
 * The values of a network report filter (filter.<dim>=…). That report matches exact text and
 * writes countries lower-case (spec 4.6), while every other report takes them upper-case
 * (checkCountry): a country is read in any case here, so `filter.country=US` finds `us`.
 */
export function networkFilterValues(dimension: string, values: readonly string[]): string[] {
  return dimension === 'country' ? values.map((v) => v.toLowerCase()) : [...values];
}

/** tz=Europe/Paris overrides the user's Slack timezone for one request. */
export function readTimezone(args: Args, operation: string): string | undefined {
  return checkTimezone(args.option('tz', 'timezone'), 'tz', operation);
}
