// Which configuration an alert just set up watches, changed in its thread (issue 38's round 47, the
// eighty-first set): after `alerts add config`, "the draft one", "for the draft instead", "version 12"
// is the same alert on that configuration (`alerts add config` takes draft, version= or id=; live is
// its default). Every word must be the selector's or glue, so that a question of its own ("is the
// draft valid?") is not made into an alert; where it posts (here, channels) is kept.
import { alertsCommand } from '../alerts/index.js';
import { configCommand } from '../config/index.js';

const CONFIG_ALERT = new RegExp(`^${alertsCommand.name} add config((?: (?:draft|live|version=\\d+|id=\\S+))?)((?: \\S+)*)$`);
/** Glue an edit of the selector may hold: "make it the draft one instead", "on the live config". */
const GLUE = new Set(['the', 'one', 'it', 'that', 'make', 'for', 'on', 'of', 'watch', 'instead', 'rather', 'please', 'pls', configCommand.name, 'configuration', 'actually', 'no', 'just', 'only', 'do', 'can', 'you', 'change', 'to', 'switch']);

/** The alert with the configuration the words name, or undefined. */
export function configAlertEdit(previous: string, words: readonly string[]): string | undefined {
  const m = CONFIG_ALERT.exec(previous.trim().replace(/^\/adops\b\s*/i, ''));
  if (!m) return undefined;
  let selector: string | undefined;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = words[i + 1] ?? '';
    let said: string | undefined;
    if (w === 'draft' || w === 'live') said = w === 'live' ? '' : 'draft';
    else if ((w === 'version' || w === 'v') && /^\d{1,4}$/.test(next)) [said, i] = [`version=${next}`, i + 1];
    else if (/^v\d{1,4}$/.test(w)) said = `version=${w.slice(1)}`;
    else if (/^cfg_[a-z0-9_]+$/.test(w)) said = `id=${w}`;
    else if (!GLUE.has(w)) return undefined;
    if (said !== undefined) {
      // (two configurations named, "draft not live": which is not in the words)
      if (selector !== undefined) return undefined;
      selector = said;
    }
  }
  if (selector === undefined || ` ${selector}` === m[1]) return undefined;
  return `${alertsCommand.name} add config${selector ? ` ${selector}` : ''}${m[2]}`;
}
