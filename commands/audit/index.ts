// audit [user=U…] [refusals] [limit=N]: the newest audit entries of the workspace (admins only,
// decided before this runs by src/app/access). Ids only: who, what, when, where, which account.
import { auditView } from '../../views/access.js';
import { parseWith, UsageProblem } from '../shared/args.js';
import { readMentions } from '../shared/mentions.js';
import { defineCommand } from '../types.js';

export interface AuditRequest {
  userId?: string;
  refusalsOnly: boolean;
  limit: number;
}

export const auditCommand = defineCommand<AuditRequest>({
  name: 'audit',
  group: 'Account',
  summary: 'The audit log: who ran what, when and where, exports, digest and alert changes, policy changes, refusals (admins).',
  usage: 'audit [user=U…] [refusals] [limit=20]',
  examples: ['audit', 'audit refusals', 'audit user=U0LOCAL01 limit=50'],
  // The audit log is the admins' alone.
  need: () => ({ capability: 'admin', memberOf: [], audit: { action: 'command', subject: 'audit', detail: {} } }),
  parse: (text) =>
    parseWith(text, (args): AuditRequest => {
      const [userId] = readMentions(args.option('user'));
      const refusalsOnly = args.flag('refusals', 'refused');
      const limitText = args.option('limit');
      const limit = limitText === undefined ? 20 : Number(limitText);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new UsageProblem('limit= is a whole number from 1 to 100');
      args.done();
      return { userId, refusalsOnly, limit };
    }),
  run: async (req, ctx) => {
    const store = ctx.durable.store;
    const [entries, policy] = await Promise.all([
      store.audit.recent(ctx.teamId, req.limit, { userId: req.userId, outcome: req.refusalsOnly ? 'refused' : undefined }),
      store.access.get(ctx.teamId),
    ]);
    return auditView(entries, policy.auditRetentionDays);
  },
});
