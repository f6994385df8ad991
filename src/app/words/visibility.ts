// Whether an answer to a mention may show to the whole channel — the rules Share goes by: not in a
// channel shared with another organisation (a figure would leave the workspace), and not in a
// channel that reading reports is not allowed in (an admin may still ask there: the answer is
// theirs alone). When the policy cannot be read, the answer stays private (fail closed).
import type { Logger } from '../../logger.js';
import type { Store } from '../../store/index.js';
import type { Asker } from '../pipeline.js';

export async function channelMaySeeFigures(store: Store, asker: Asker, logger: Logger): Promise<boolean> {
  if (asker.edge?.extShared) return false;
  try {
    const rule = (await store.access.get(asker.teamId)).restrictions.read;
    return !rule?.channels.length || (asker.channelId !== undefined && rule.channels.includes(asker.channelId));
  } catch (err) {
    logger.warn({ err }, 'could not read the access policy: the answer stays private');
    return false;
  }
}
