// GET /auth/status (spec 4.1, 2.2): the identity behind the bearer credential.
import { z } from 'zod';
import type { HttpClient } from '../http.js';

export const IdentityStatus = z.object({
  auth_type: z.string().optional(),
  email: z.string().optional(),
  idp_user_id: z.string().optional(),
  idp_organization_id: z.string(),
  account_id: z.string().optional(),
  user_id: z.string().optional(),
  session_id: z.string().optional(),
  role: z.string().optional(),
  expires_at: z.string().optional(),
  api_key_id: z.string().optional(),
  api_key_name: z.string().optional(),
  api_key_obfuscated_value: z.string().optional(),
  account_type: z.string().optional(),
  permissions: z.array(z.string()).optional(),
});
export type IdentityStatus = z.infer<typeof IdentityStatus>;

export class AuthResource {
  constructor(private readonly http: HttpClient) {}

  status(opts: { signal?: AbortSignal } = {}): Promise<IdentityStatus> {
    return this.http.json(IdentityStatus, {
      operation: 'auth.status',
      method: 'GET',
      path: 'auth/status',
      idempotent: true,
      signal: opts.signal,
    });
  }
}
