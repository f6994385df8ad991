// The sandbox's API keys (README, "Sandbox"). Each grants permissions and features as §5 describes.
export const PERMISSIONS = ['reports:read', 'auctions:read', 'configuration:read'] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const FEATURES = ['network_reporting', 'demand_comparison', 'scheduled_agents'] as const;
export type Feature = (typeof FEATURES)[number];

export interface SandboxKey {
  id: string;
  name: string;
  secret: string;
  accountId: string;
  organizationId: string;
  permissions: readonly Permission[];
  features: readonly Feature[];
}

const ACCOUNT = 'acct_sandbox_01';
const ORG = 'org_sandbox';

export const SANDBOX_KEYS: readonly SandboxKey[] = [
  { id: 'key_full', name: 'Sandbox full access', secret: 'sbx_full', accountId: ACCOUNT, organizationId: ORG, permissions: PERMISSIONS, features: FEATURES },
  { id: 'key_reports', name: 'Sandbox reports only', secret: 'sbx_reports', accountId: ACCOUNT, organizationId: ORG, permissions: ['reports:read'], features: ['network_reporting'] },
  { id: 'key_nofeatures', name: 'Sandbox no features', secret: 'sbx_nofeatures', accountId: ACCOUNT, organizationId: ORG, permissions: PERMISSIONS, features: [] },
];

/**
 * `sbx_full_<n>` (n from 1 to `accounts`, SandboxOptions.accounts): full access to an account of
 * its own, so a bench or test can connect many workspaces to distinct accounts. The data answered
 * is the same generated publisher's; only the key and account ids differ.
 */
export function accountKey(n: number): SandboxKey {
  return {
    id: `key_full_${n}`,
    name: `Sandbox account ${n}`,
    secret: `sbx_full_${n}`,
    accountId: `acct_sandbox_n${n}`,
    organizationId: `org_sandbox_n${n}`,
    permissions: PERMISSIONS,
    features: FEATURES,
  };
}

const ACCOUNT_SECRET = /^sbx_full_([1-9]\d{0,6})$/;

/** The key a request's Authorization header carries: one of SANDBOX_KEYS, or an account key below `accounts`. */
export function findKey(authorization: string | undefined, accounts = 0): SandboxKey | undefined {
  const secret = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!secret) return undefined;
  const n = Number(ACCOUNT_SECRET.exec(secret)?.[1] ?? 0);
  if (n > 0) return n <= accounts ? accountKey(n) : undefined;
  return SANDBOX_KEYS.find((k) => k.secret === secret);
}

/** The value shown in /auth/status: never the secret itself. */
export function obfuscate(secret: string): string {
  return `${secret.slice(0, 4)}…${secret.slice(-2)}`;
}

export const FEATURE_LABEL: Record<Feature, string> = {
  network_reporting: 'network reporting',
  demand_comparison: 'demand comparison',
  scheduled_agents: 'scheduled agents',
};
