// THE list of /adops subcommands, in help order. manifest.yml's usage hint must name the same
// subcommands (test/bot/manifest.test.ts fails otherwise).
//
// To add a subcommand: create commands/<name>/index.ts exporting `defineCommand({...})` (with its
// need, buttons and forms: the Slack edge registers them from this list), its view in
// views/<name>.ts, its test in test/bot/, then add one line below and its name to the usage hint
// in manifest.yml (docs/layout.md#adding-a-subcommand).
import { abtestCommand } from './abtest/index.js';
import { accessCommand } from './access/index.js';
import { auditCommand } from './audit/index.js';
import { biddersCommand } from './bidders/index.js';
import { auctionCommand } from './auction/index.js';
import { breakdownCommand } from './breakdown/index.js';
import { configCommand } from './config/index.js';
import { connectCommand } from './connect/index.js';
import { demandCommand } from './demand/index.js';
import { digestCommand } from './digest/index.js';
import { alertsCommand } from './alerts/index.js';
import { exportCommand } from './export/index.js';
import { helpCommand } from './help/index.js';
import { networkCommand } from './network/index.js';
import { reconcileCommand } from './reconcile/index.js';
import { revenueCommand } from './revenue/index.js';
import { tasksCommand } from './tasks/index.js';
import type { RegisteredCommand } from './types.js';
import { whoamiCommand } from './whoami/index.js';
import { whyCommand } from './why/index.js';

const SUBCOMMANDS: readonly RegisteredCommand[] = [
  revenueCommand,
  breakdownCommand,
  biddersCommand,
  abtestCommand,
  networkCommand,
  demandCommand,
  auctionCommand,
  exportCommand,
  digestCommand,
  alertsCommand,
  configCommand,
  tasksCommand,
  whoamiCommand,
  accessCommand,
  auditCommand,
  connectCommand,
  reconcileCommand,
  whyCommand,
];

export const COMMANDS: readonly RegisteredCommand[] = [helpCommand(() => COMMANDS), ...SUBCOMMANDS];
