// How active report filters read in headers and context lines: "country US · iOS · test traffic".
import type { ReportFilters } from '../src/api/index.js';

/** A short description of active filters; '' when none narrows the report. */
export function describeFilters(f: ReportFilters & { source?: string }): string {
  const parts = [
    f.country && `country ${f.country}`,
    f.device_os && f.device_os,
    f.test_mode && f.test_mode !== 'production' && `${f.test_mode} traffic`,
    f.source && `source ${f.source}`,
  ].filter(Boolean);
  return parts.join(' · ');
}
