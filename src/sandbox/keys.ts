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

export function findKey(authorization: string | undefined): SandboxKey | undefined {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return m ? SANDBOX_KEYS.find((k) => k.secret === m[1]) : undefined;
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
