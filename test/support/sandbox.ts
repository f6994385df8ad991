// One way for a test file to get a sandbox and an API client: started while the file is
// collected (top-level await keeps each file's own `sandbox` / `api` names) and closed after its
// tests. The client's clock follows the sandbox clock unless a test gives its own.
import { afterAll } from 'vitest';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../../src/api/index.js';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox/server.js';

/** The instant most suites fix the sandbox clock at. */
export const SANDBOX_NOW = '2026-11-22T09:00:00Z';

export async function sandboxAndClient(
  sandboxOptions: SandboxOptions = { now: SANDBOX_NOW },
  clientOptions: Partial<ApiClientOptions> = {},
): Promise<{ sandbox: Sandbox; api: ApiClient }> {
  const sandbox = await startSandbox(sandboxOptions);
  const api = createApiClient({ baseUrl: sandbox.url, apiKey: 'sbx_full', now: () => sandbox.ctx.clock.now(), ...clientOptions });
  afterAll(async () => {
    await api.close();
    await sandbox.close();
  });
  return { sandbox, api };
}
