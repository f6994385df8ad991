// The configuration validation digest: a scheduled `config validate` of the live configuration
// (the one check, src/reports/config.ts), posting the issues — only when there are some
// (default), or every time if the subscription asks.
import { configCheck } from '../../reports/config.js';
import { configDigestView } from '../../../views/digest-config.js';
import type { DigestBuilder } from './types.js';
import { conditional } from './why.js';

export const configDigest: DigestBuilder = conditional(async (ctx) => {
  const check = await configCheck({}, (selector) => ctx.query('config.validate', selector, () => ctx.api.config.validate(selector, { signal: ctx.signal })));
  const quiet = (ctx.subscription.filters.config_mode ?? 'issues_only') === 'issues_only' && !check.hasIssues;
  return { message: configDigestView(check.validation), quiet };
});
