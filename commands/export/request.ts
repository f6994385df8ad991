// What the export command runs with, from its text (./index.ts) or its form (./form.ts).
import type { ExportBody, ExportKind } from '../../src/api/index.js';

export type ExportCommandRequest =
  | { action: 'form' }
  /** Read a bid export's status (spec 4.10); bid exports are created outside the bot. */
  | { action: 'bids'; exportId: string }
  | {
      action: 'request';
      kind: ExportKind;
      /** YYYY-MM-DD, or 'yesterday' (the last completed UTC day, resolved when run). */
      date: string;
      filters: Omit<ExportBody, 'date'>;
      /** Keep trying when the account has too many active exports (the form asks; text always does). */
      retryOnConflict?: boolean;
    };
