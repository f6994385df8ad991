// /config/show and /config/validate through the API core over real HTTP.
import { describe, expect, it } from 'vitest';
import { BadRequestError, createApiClient, ForbiddenError, NotFoundError, type ValidationIssue } from '../../src/api/index.js';
import { removeDraft, setLiveConfig } from '../../src/sandbox/data/config-store.js';
import { sandboxAndClient } from '../support/sandbox.js';

const { sandbox: sb, api } = await sandboxAndClient(undefined, { retry: { maxRetries: 0 } });
const client = (apiKey: string) => createApiClient({ baseUrl: sb.url, apiKey, retry: { maxRetries: 0 } });


/** The text an issue points at: its line, from its 1-based column, for its length. */
function pointedText(yaml: string, issue: ValidationIssue): string {
  return yaml.split('\n')[issue.line - 1]!.slice(issue.column - 1, issue.column - 1 + issue.length);
}

describe('GET /config/show', () => {
  it('returns the live configuration by default, with the parsed YAML as data', async () => {
    const live = await api.config.show();
    expect(live).toMatchObject({ id: 'cfg_live', kind: 'live', account_id: 'acct_sandbox_01', version_number: 4, created_by_name: 'Priya Nair' });
    const data = live.data as { ad_units: { id: string }[]; bidders: unknown[]; experiments: unknown[] };
    expect(data.ad_units).toHaveLength(20);
    expect(data.ad_units[0]!.id).toBe('au_011_banner');
    expect(data.bidders).toHaveLength(6);
    expect(live.yaml).toContain('exp_rewarded_floor_q4');
  });

  it('returns a published version by number or by row id, and 404 for one that does not exist', async () => {
    const v2 = await api.config.show({ version: 2 });
    expect(v2).toMatchObject({ id: 'cfg_v2', kind: 'published', version_number: 2, version_label: 'Add Tiny Farm Tycoon and bidder_echo' });
    expect((await api.config.show({ id: 'cfg_v1' })).version_number).toBe(1);
    await expect(api.config.show({ version: 9 })).rejects.toBeInstanceOf(NotFoundError);
    await expect(api.config.show({ id: 'cfg_nope' })).rejects.toMatchObject({ status: 404, apiMessage: expect.stringContaining('draft_floor_cleanup') });
  });

  it('returns a draft by id, and refuses draft=true while several drafts exist, naming them', async () => {
    expect((await api.config.show({ id: 'draft_timeouts' })).kind).toBe('draft');
    const err = await api.config.show({ draft: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BadRequestError);
    expect((err as BadRequestError).apiMessage).toMatch(/draft_floor_cleanup, draft_timeouts/);
  });

  it('rejects parameters the API core would not send (raw HTTP)', async () => {
    const get = (q: string, key = 'sbx_full') => fetch(`${sb.url}/config/show${q}`, { headers: { authorization: `Bearer ${key}` } });
    for (const q of ['?id=cfg_v1&version=1', '?version=two', '?version=0', '?draft=maybe', '?colour=red', '?id=']) {
      const res = await get(q);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { error: string }).error.length).toBeGreaterThan(5);
    }
    expect((await get('', 'wrong')).status).toBe(401);
  });

  it('needs configuration:read', async () => {
    const reportsOnly = client('sbx_reports');
    const err = await reportsOnly.config.show().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ForbiddenError);
    expect((err as ForbiddenError).missing).toBe('configuration:read');
    await reportsOnly.close();
  });
});

describe('GET /config/validate', () => {
  it('finds the live configuration valid and names its source', async () => {
    const result = await api.config.validate();
    expect(result).toMatchObject({ valid: true, error_count: 0, warning_count: 0, issues: [], source: { type: 'live', name: 'live' } });
    expect(result.yaml).toBe((await api.config.show()).yaml);
  });

  it('reports each mistake of the draft with a position that points at the offending text', async () => {
    const result = await api.config.validate({ id: 'draft_floor_cleanup' });
    expect(result).toMatchObject({ valid: false, error_count: 8, warning_count: 3, source: { type: 'draft', name: 'draft_floor_cleanup' } });
    const expected: [string, string, string, string][] = [
      ['unknown_bidder', 'error', 'bidders[6].id', 'bidder_zulu'],
      ['negative_floor', 'error', 'ad_units[0].floor_cpm', '-0.5'],
      ['wrong_type', 'error', 'ad_units[0].refresh_seconds', 'thirty'],
      ['unknown_field', 'warning', 'ad_units[4].flor_cpm', 'flor_cpm'],
      ['wrong_type', 'error', 'ad_units[5].dynamic_floor.enabled', 'yes'],
      ['duplicate_ad_unit', 'error', 'ad_units[7].id', 'au_013_rewarded'],
      ['round_below_floor', 'warning', 'ad_units[10].line_items[2].floor_multiplier', '0.8'],
      ['duplicate_priority', 'error', 'ad_units[13].line_items[1].priority', '1'],
      ['unknown_bidder', 'error', 'ad_units[11].bidders[2]', 'bidder_kilo'],
      ['split_not_100', 'error', 'experiments[0].groups', 'groups'],
      ['unconfigured_ad_unit', 'warning', 'ad_units', 'ad_units'],
    ];
    for (const [code, severity, path, token] of expected) {
      const issue = result.issues.find((i) => i.code === code && i.path === path);
      expect(issue, `${code} at ${path}`).toMatchObject({ severity });
      expect(pointedText(result.yaml, issue!)).toBe(token);
    }
    expect(result.issues.find((i) => i.code === 'unknown_field')!.message).toContain('did you mean "floor_cpm"');
    expect(result.issues.find((i) => i.code === 'split_not_100')!.message).toContain('110');
    const lines = result.issues.map((i) => i.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });

  it('validates published versions and drafts that only carry warnings', async () => {
    const v2 = await api.config.validate({ version: 2 });
    expect(v2).toMatchObject({ valid: true, error_count: 0, warning_count: 1, source: { type: 'published', name: 'v2' } });
    expect(v2.issues[0]).toMatchObject({ code: 'round_below_floor', path: 'ad_units[2].line_items[2].floor_multiplier' });
    expect(pointedText(v2.yaml, v2.issues[0]!)).toBe('0.8');
    const timeouts = await api.config.validate({ id: 'draft_timeouts' });
    expect(timeouts.valid).toBe(true);
    expect(timeouts.issues.map((i) => i.code).sort()).toEqual(['disabled_bidder', 'disabled_bidder', 'timeout_too_high']);
  });

  it('answers 400 naming the parameter for a selection that does not exist (4.14 lists no 404)', async () => {
    for (const [selector, param] of [[{ id: 'cfg_nope' }, 'id'], [{ version: 9 }, 'version']] as const) {
      const err = await api.config.validate(selector).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(BadRequestError);
      expect((err as BadRequestError).apiMessage).toMatch(new RegExp(`^${param}: `));
    }
  });
});

describe('test hooks: a changed live configuration and a single draft', () => {
  it('publishes a new live version that turned invalid, with positions into the new YAML', async () => {
    const good = (await api.config.show()).yaml;
    const bad = good.replace('currency: USD', 'currency: EUR').replace('    floor_cpm: 0.07\n', '    floor_cpm: "cheap"\n');
    setLiveConfig(sb.ctx, bad, { label: 'Hand edit' });
    const live = await api.config.show();
    expect(live).toMatchObject({ version_number: 5, version_label: 'Hand edit', kind: 'live' });
    const result = await api.config.validate();
    expect(result.valid).toBe(false);
    const byCode = Object.fromEntries(result.issues.map((i) => [i.code, pointedText(result.yaml, i)]));
    expect(byCode).toMatchObject({ unsupported_currency: 'EUR', wrong_type: '"cheap"' });
    expect((await api.config.validate({ version: 4 })).valid).toBe(true);
  });

  it('reports YAML syntax errors at their position without checking the meaning', async () => {
    setLiveConfig(sb.ctx, 'account_id: acct_sandbox_01\ncurrency: USD\ncurrency: EUR\n');
    const result = await api.config.validate();
    expect(result.issues).toEqual([expect.objectContaining({ code: 'yaml_duplicate_key', severity: 'error', line: 3, column: 1 })]);
    expect(pointedText(result.yaml, result.issues[0]!)).toBe('currency');
    expect((await api.config.show()).data).toEqual({});
  });

  it('returns the only draft for draft=true, and 404 (show) or 400 (validate) when none is left', async () => {
    removeDraft(sb.ctx, 'draft_timeouts');
    expect((await api.config.show({ draft: true })).id).toBe('draft_floor_cleanup');
    expect((await api.config.validate({ draft: true })).source).toEqual({ type: 'draft', name: 'draft_floor_cleanup' });
    removeDraft(sb.ctx, 'draft_floor_cleanup');
    await expect(api.config.show({ draft: true })).rejects.toBeInstanceOf(NotFoundError);
    await expect(api.config.validate({ draft: true })).rejects.toBeInstanceOf(BadRequestError);
  });
});
