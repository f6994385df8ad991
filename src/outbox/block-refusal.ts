// A Slack that does not know a newer block type (a chart, a table) refuses the whole message with
// invalid_blocks. Here: which of the message's newer blocks Slack refused (from its answer), and
// the per-workspace memory of refusals, kept in the store so that every instance sends that
// workspace the plain fallback up front (views/fallback.ts) instead of being refused first.
import { ErrorCode } from '../errors.js';
import type { Logger } from '../logger.js';
import type { BlockRefusalsRepo } from '../store/index.js';
import { isNewerBlockType, newerTypesIn, withoutBlockTypes, type NewerBlockType } from '../../views/fallback.js';
import type { KnownBlock } from '../../views/types.js';
import { slackErrorCode } from './slack-io.js';

/** How long a refusal holds: Slack rolls new blocks out workspace by workspace, so try again after it. */
export const REFUSAL_MEMORY_MS = 7 * 24 * 3_600_000;

export interface BlockRefusal {
  /** The newer block types to send without now. */
  types: NewerBlockType[];
  /** True when Slack said the type itself is not supported (or said nothing more): remembered for the workspace. */
  unsupported: boolean;
}

/** Slack's detail lines: "[ERROR] unsupported type: data_visualization [json-pointer:/blocks/3/type]". */
function detailOf(err: unknown): { code?: string; messages: string[] } {
  // A response_url post answers a bare error word (./response-url.ts ResponseUrlError, by its code).
  const e = err as { code?: unknown; slackError?: unknown } | null;
  if (e?.code === ErrorCode.ResponseUrlRefused && typeof e.slackError === 'string') return { code: e.slackError.trim(), messages: [] };
  const data = (err as { data?: { response_metadata?: { messages?: unknown } } } | null)?.data;
  const messages = data?.response_metadata?.messages;
  return { code: slackErrorCode(err), messages: Array.isArray(messages) ? messages.map(String) : [] };
}

/**
 * The refusal in `err` of newer blocks among `blocks`, or undefined when the failure is not one
 * (another error, or no newer block in the message: then it is a real failure). Slack naming a
 * block (json-pointer) picks it; a pointer to a block's `type`, or words like "unsupported type",
 * mean the type is unknown there. An answer that names nothing strips every newer type.
 */
export function blockRefusal(err: unknown, blocks: readonly unknown[] | undefined): BlockRefusal | undefined {
  const { code, messages } = detailOf(err);
  if (code !== 'invalid_blocks' && code !== 'invalid_arguments') return undefined;
  const present = newerTypesIn(blocks);
  if (present.length === 0) return undefined;
  const named = new Set<NewerBlockType>();
  let unsupported = false;
  for (const line of messages) {
    const pointer = /json-pointer:\/blocks\/(\d+)(\/[^\]\s]*)?/.exec(line);
    const type = pointer ? (blocks?.[Number(pointer[1])] as { type?: unknown } | undefined)?.type : present.find((t) => line.includes(t));
    if (!isNewerBlockType(type)) continue;
    named.add(type);
    if (pointer?.[2] === '/type' || /unsupported|unknown|not supported|invalid type/i.test(line)) unsupported = true;
  }
  if (named.size > 0) return { types: [...named], unsupported };
  // invalid_arguments that names no newer block is about something else.
  return code === 'invalid_blocks' ? { types: present, unsupported: true } : undefined;
}

export interface BlockSupportOptions {
  teamId: string;
  /** Without a store, refusals are remembered in this process only. */
  repo?: BlockRefusalsRepo;
  now: () => number;
  logger: Logger;
  /** How long this process trusts its copy before reading the store again. */
  cacheMs?: number;
}

/** One workspace's refused block types: read from the store (cached briefly), written when Slack refuses. */
export class BlockSupport {
  private cached: { types: Set<string>; until: number } | undefined;

  constructor(private readonly o: BlockSupportOptions) {}

  /** The newer block types this workspace refused recently. A store that cannot answer: what this process knows. */
  async refused(): Promise<ReadonlySet<string>> {
    const now = this.o.now();
    if (this.cached && this.cached.until > now) return this.cached.types;
    const known = this.cached?.types ?? new Set<string>();
    try {
      const listed = this.o.repo ? await this.o.repo.list(this.o.teamId, new Date(now - REFUSAL_MEMORY_MS)) : [...known];
      this.cached = { types: new Set(listed), until: now + (this.o.cacheMs ?? 60_000) };
    } catch (err) {
      this.o.logger.warn({ err, teamId: this.o.teamId }, 'could not read the refused block types; using what this instance knows');
      this.cached = { types: known, until: now + 5_000 };
    }
    return this.cached.types;
  }

  /** Slack refused these types in this workspace: noted at once here, and in the store for the others. */
  async remember(types: readonly string[]): Promise<void> {
    const now = this.o.now();
    const merged = new Set([...(this.cached?.types ?? []), ...types]);
    this.cached = { types: merged, until: Math.max(this.cached?.until ?? 0, now + (this.o.cacheMs ?? 60_000)) };
    try {
      await this.o.repo?.record(this.o.teamId, types, new Date(now));
    } catch (err) {
      // The message still goes out with the fallback; another instance learns it from its own refusal.
      this.o.logger.warn({ err, teamId: this.o.teamId }, 'could not store the refused block types');
    }
  }
}

/**
 * THE way a message with newer blocks goes out (digests, answers at response_url, DMs): without the
 * types this workspace refused before; and when Slack refuses some of them now, again with their
 * plain fallback, the refusal remembered. Never a lost message, never a failed delivery.
 */
export async function sendWithFallback<M extends { blocks?: KnownBlock[] }, T>(
  message: M,
  send: (m: M) => Promise<T>,
  support: BlockSupport | undefined,
  logger: Logger,
): Promise<T> {
  const first = withoutBlockTypes(message, (await support?.refused()) ?? new Set<string>());
  try {
    return await send(first);
  } catch (err) {
    const refusal = blockRefusal(err, first.blocks);
    if (!refusal) throw err;
    logger.info({ refused: refusal.types, remembered: refusal.unsupported }, "Slack refused the message's newer blocks; sending their plain fallback");
    if (refusal.unsupported) await support?.remember(refusal.types);
    return send(withoutBlockTypes(first, new Set(refusal.types)));
  }
}
