// The configuration validation digest: a scheduled `config validate` of the live configuration
// (the one check, src/reports/config.ts), posting the issues — only when there are some
// (default), or every time if the subscription asks.
import { configCheck } from '../../../reports/config.js';
import { configDigestView } from '../../../../views/digest-config.js';
import { defineDigestKind } from '../define.js';

export const configDigest = defineDigestKind({
  name: 'config_validation',
  label: 'Config validation',
  noun: 'config validation digest',
  holds: 'the live configuration’s issues, posted only when there are some (`always`: every time)',
  textOptions: '[always]',
  options: ['config_mode'],
  form: ['config_mode'],
  schedule: { days: [1, 2, 3, 4, 5], time: '09:00' },
  deadlineMs: 3_600_000,
  need: { permissions: ['configuration:read'], features: [] },
  read: (ctx) => configCheck({}, (selector) => ctx.query('config.validate', selector, () => ctx.api.config.validate(selector, { signal: ctx.signal }))),
  view: (check) => configDigestView(check.validation),
  quiet: (check, s) => (s.filters.config_mode ?? 'issues_only') === 'issues_only' && !check.hasIssues,
});
