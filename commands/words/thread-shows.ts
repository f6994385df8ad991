// The thing itself asked for after its summary (issue 38's thirty-seventh round), in a module of its
// own beside ./test-due.ts: after a config validation, "show me the yaml" is the file (config show
// that version as yaml), not the validation again; after the auctions' stats, "the raw bids" are the
// bids themselves (auction bids, the same period and filters, the stats' own options dropped). Only
// words of that ask: anything more is left to the reader.
import { auctionCommand } from '../auction/index.js';
import { configCommand } from '../config/index.js';
import { parses, periodOf } from './command-text.js';

const GLUE = new Set(['show', 'me', 'the', 'can', 'could', 'i', 'we', 'see', 'you', 'please', 'pls', 'give', 'let', 'look', 'at', 'just', 'and', 'now', 'ok', 'okay', 'so', 'its', 'it', 'us', 'them', 'those', 'all', 'get', 'pull', 'up', 'open', 'file', 'whole', 'full', 'thanks', 'thx']);
/** Words that ask for the bids themselves, not their figures. */
const RAW = new Set(['raw', 'individual', 'actual', 'underlying', 'themselves', 'each']);

/** The thing the thread's summary is of, when the words only ask for it; else undefined. */
export function threadShows(previous: string, words: readonly string[]): string | undefined {
  const text = previous.trim().replace(/^\/adops\b\s*/i, '');
  const validated = new RegExp(`^${configCommand.name} validate (draft|live)$`, 'i').exec(text);
  const which = validated?.[1]?.toLowerCase();
  if (which && words.includes('yaml') && words.every((w) => GLUE.has(w) || w === 'yaml' || w === which || w === configCommand.name)) return `${configCommand.name} show ${which} yaml`;
  const stats = new RegExp(`^${auctionCommand.name} stats\\b`, 'i').test(text);
  if (!stats || !words.includes('bids') || !words.some((w) => RAW.has(w)) || !words.every((w) => GLUE.has(w) || RAW.has(w) || w === 'bids')) return undefined;
  const period = periodOf(text);
  const filters = text.split(' ').slice(2).filter((w) => /^(?:country|os|app|format|bidder)=/.test(w));
  const bids = [auctionCommand.name, 'bids', period, ...filters].filter(Boolean).join(' ');
  return parses(bids) ? bids : undefined;
}
