// Types shared by every view. Views are pure: data in, a BotMessage out.
import type { types } from '@slack/bolt';

export type KnownBlock = types.KnownBlock;
export type SectionBlock = types.SectionBlock;
export type ContextBlock = types.ContextBlock;
export type ActionsBlock = types.ActionsBlock;
export type ImageBlock = types.ImageBlock;
export type Button = types.Button;
export type HomeView = types.HomeView;

/** How a message is classified, so surfaces (the local console, tests) can tell failures apart. */
export type MessageKind = 'answer' | 'usage' | 'error' | 'progress';

export interface BotMessage {
  /** Plain fallback text (notifications, screen readers): not escaped here — the edge escapes it (`fallbackText`). */
  text: string;
  /** Mentions the bot puts first on purpose (`<@U…>`, `<!subteam^…>`): kept live, never API text. */
  mentions?: string;
  blocks: KnownBlock[];
  kind: MessageKind;
  /** false: meant for the asker alone (help, their own digests and alerts) — offered no Share button. */
  shareable?: boolean;
}

/** An image for a view: the chart layer makes it (src/charts). */
export type { ChartImage } from '../src/charts/spec.js';

/** A file that was uploaded next to the message (CSV, full YAML). */
export interface UploadedFile {
  name: string;
  permalink?: string;
  rows?: number;
}
