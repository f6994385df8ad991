// The configuration validation digest: validates the live configuration and posts the issues —
// only when there are some (default), or every time if the subscription asks.
import type { ValidationResult } from '../../api/index.js';
import { configDigestView } from '../../../views/digest-config.js';
import type { DigestBuilder } from './types.js';
import { conditional } from './why.js';

export const configDigest: DigestBuilder = conditional(async (ctx) => {
  const result: ValidationResult = await ctx.query('config.validate', {}, () => ctx.api.config.validate({}, { signal: ctx.signal }));
  const quiet = (ctx.subscription.filters.config_mode ?? 'issues_only') === 'issues_only' && result.issues.length === 0;
  return { message: configDigestView(result), quiet };
});
