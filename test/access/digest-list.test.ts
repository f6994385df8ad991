// `digest list` shows what the asker may act on: a member their own digests and the channel's; an
// admin — who may pause, edit or delete any digest of the workspace — every one of them.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSubscription } from '../../src/scheduler/subscriptions.js';
import type { Subscription } from '../../src/store/index.js';
import { useHarness } from '../support/harness.js';
import { addPeople, ADMIN, askAs, MEMBER, resetPolicy } from './support.js';

const t = useHarness({ autoStart: false });
const subs: Subscription[] = [];

beforeAll(async () => {
  addPeople(t.h);
  await resetPolicy(t.h);
  for (const [i, owner] of ['U0OWNER01', 'U0OWNER02', 'U0OWNER03'].entries()) {
    subs.push(
      await createSubscription(
        t.h.store,
        { teamId: t.h.stack.standin.teamId, channelId: `C0DIGEST${i}`, ownerUserId: owner, report: 'daily_revenue', cron: '0 9 * * *', timezone: 'UTC' },
        new Date(),
      ),
    );
  }
});

describe('digest list', () => {
  it('a member sees none of other people’s digests in other channels', async () => {
    const a = await askAs(t.h, 'digest list', { userId: MEMBER, channelId: 'C0ELSEWHERE' });
    expect(a.text).toContain('None yet for you or this channel');
    for (const s of subs) expect(a.text).not.toContain(s.id);
  });

  it('an admin sees every digest of the workspace', async () => {
    const a = await askAs(t.h, 'digest list', { userId: ADMIN, channelId: 'C0ELSEWHERE' });
    expect(a.text).toContain('Digest subscriptions of this workspace');
    for (const s of subs) expect(a.text).toContain(s.id);
    expect(a.text).not.toContain('None yet');
  });
});
