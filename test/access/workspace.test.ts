// Which workspace a request is judged in, and whether it comes from the installation's own org:
// an org-wide install serves each workspace of its org as itself; a workspace install (also one
// inside an Enterprise Grid org) serves its own workspace only. The Slack edge of both cases runs
// in ./grid.test.ts (org-wide) and ./who.test.ts (a single workspace).
import { describe, expect, it } from 'vitest';
import { sameOrg, workspaceOf, type Who } from '../../src/app/access/gate.js';
import type { Installation, UserAccount } from '../../src/app/access/facts.js';

const member: UserAccount = { kind: 'member', workspaceAdmin: false };
const orgWide: Installation = { teamId: 'E1', enterpriseId: 'E1', orgWide: true };
const gridWorkspace: Installation = { teamId: 'T1', enterpriseId: 'E1', orgWide: false };
const from = (teamId: string, enterpriseId?: string): Who => ({ userId: 'U1', teamId, edge: { teamId, enterpriseId, extShared: false } });

describe('the workspace of a request', () => {
  it('is the request’s own under an org-wide install, the installation’s otherwise', () => {
    expect(workspaceOf(orgWide, from('T2', 'E1'))).toBe('T2');
    expect(workspaceOf(gridWorkspace, from('T1', 'E1'))).toBe('T1');
    // Refused as from elsewhere, and recorded where the installation's admins look.
    expect(workspaceOf(gridWorkspace, from('T2', 'E1'))).toBe('T1');
    // An org-wide install's request that names no workspace is judged in none (and refused).
    expect(workspaceOf(orgWide, from('', 'E1'))).toBeUndefined();
  });

  it('admits every workspace of the org to an org-wide install, and only its own to a workspace install of the org', () => {
    expect(sameOrg(orgWide, from('T2', 'E1'), member)).toBe(true);
    expect(sameOrg(orgWide, from('T2', 'E9'), member)).toBe(false);
    expect(sameOrg(gridWorkspace, from('T1', 'E1'), member)).toBe(true);
    expect(sameOrg(gridWorkspace, from('T2', 'E1'), member)).toBe(false);
  });
});
