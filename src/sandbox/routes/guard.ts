// Permission and feature checks (spec §5): 403 names what is missing.
import { FEATURE_LABEL, type Feature, type Permission } from '../keys.js';
import { HttpError } from '../http-error.js';
import type { SandboxRequest } from '../types.js';

export function requireGrant(req: SandboxRequest, permission: Permission, feature?: Feature): void {
  if (!req.key.permissions.includes(permission)) {
    throw new HttpError(403, `this API key lacks the ${permission} permission`);
  }
  if (feature && !req.key.features.includes(feature)) {
    throw new HttpError(403, `${FEATURE_LABEL[feature]} is not enabled for this account`);
  }
}
