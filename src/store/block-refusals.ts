// Block types a workspace's Slack refused with invalid_blocks (a Slack that does not know the
// chart or table blocks yet). Kept in the store so every instance sends that workspace the plain
// fallback up front; the poster reads only refusals recent enough to still hold (Slack rolls new
// blocks out workspace by workspace, so an old refusal is tried again).
import type { Db } from './db.js';
import { str } from './rows.js';
import type { BlockRefusalsRepo } from './types.js';

export function blockRefusalsRepo(db: Db): BlockRefusalsRepo {
  return {
    async list(teamId, since) {
      const rows = await db.query('SELECT block_type FROM slack_block_refusals WHERE team_id = $1 AND refused_at >= $2 ORDER BY block_type', [teamId, since]);
      return rows.map((r) => str(r.block_type));
    },
    async record(teamId, blockTypes, at) {
      if (blockTypes.length === 0) return;
      await db.query(
        `INSERT INTO slack_block_refusals (team_id, block_type, refused_at) SELECT $1, t, $3 FROM unnest($2::text[]) AS t
         ON CONFLICT (team_id, block_type) DO UPDATE SET refused_at = GREATEST(slack_block_refusals.refused_at, EXCLUDED.refused_at)`,
        [teamId, [...new Set(blockTypes)], at],
      );
    },
  };
}
