// GET /auth/status (4.1). It has no parameters, and 400 is not among its statuses (200, 401, 500):
// a query string is ignored.
import { obfuscate } from '../keys.js';
import { API_PREFIX, type Route } from '../types.js';

export const authRoutes: Route[] = [
  {
    method: 'GET',
    path: `${API_PREFIX}/auth/status`,
    handler: ({ key }) => {
      return {
        json: {
          auth_type: 'api_key',
          idp_organization_id: key.organizationId,
          account_id: key.accountId,
          account_type: 'publisher',
          api_key_id: key.id,
          api_key_name: key.name,
          api_key_obfuscated_value: obfuscate(key.secret),
          permissions: [...key.permissions],
          role: 'member',
        },
      };
    },
  },
];
