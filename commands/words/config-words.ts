// A configuration named by what picks it — live, the draft, version N, id X — read from the words,
// written back as the grammar's selector, held to the command about to run (./carried.ts), and
// changed in a thread ("and the live one?", "now version 13", "validate live" after the draft's
// validation). The grammar takes one selector; a config's id is an API id ("cfg_8812", "draft_…").
import { configCommand, type ConfigRequest } from '../config/index.js';
import { dispatch } from '../dispatch.js';
import { COMMANDS } from '../registry.js';
import { command, type Composed } from './compose-reports.js';
import { FILLER } from './lexicon.js';
import type { Reading } from './reading.js';

/** Words that ask whether a configuration is valid. */
// ("check it", "any errors in it?" after a config command: its check, as "check the config" is — round 48)
const VALID = new Set(['valid', 'validation', 'ok', 'okay', 'validates', 'check', 'errors']);
/** A word shaped as a configuration's id (a prefix and an underscore: "cfg_8812", "draft_floor_cleanup"). */
const CONFIG_ID = /^(?:cfg|config|draft|conf)_[a-z0-9_]+$/;
/** Words of a thread's message that change only which configuration ("and the live one instead?"). */
const AROUND = new Set(['now', 'instead', 'one', 'then', configCommand.name, 'configuration', 'cfg', 'please', 'pls']);

interface Selector {
  version?: 'live' | 'draft';
  configVersion?: number;
  configId?: string;
  /** "draft id X" said as the grammar says it: the id held to be a draft's, whatever its prefix (round 52). */
  draftIdSaid?: boolean;
}

/** "draft id X", "the draft config id X": the word draft just before the id (a config's name between). */
const draftBefore = (t: readonly string[], i: number) => t[i - 1] === 'draft' || ([configCommand.name, 'configuration', 'cfg'].includes(t[i - 1] ?? '') && t[i - 2] === 'draft');

/** The selector's words at each index of t ("version 13", "v7", "id cfg_1", "cfg_1"), marked in used. */
function selectorAt(t: readonly string[], used: boolean[]): Selector {
  const s: Selector = {};
  for (let i = 0; i < t.length; i++) {
    if (used[i]) continue;
    const [w, next] = [t[i]!, t[i + 1] ?? ''];
    if (w === 'version' && /^\d{1,6}$/.test(next)) [s.configVersion, used[i], used[i + 1]] = [Number(next), true, true];
    else if (/^v\d{1,6}$/.test(w)) [s.configVersion, used[i]] = [Number(w.slice(1)), true];
    else if (w === 'id' && CONFIG_ID.test(next)) [s.configId, used[i], used[i + 1], s.draftIdSaid] = [next, true, true, draftBefore(t, i) || undefined];
    else if (CONFIG_ID.test(w)) [s.configId, used[i]] = [w, true];
  }
  return s;
}

/** "config version 12", "config v7", "check config id cfg_8812": that configuration (read only beside a config). */
export function readConfigSelector(t: readonly string[], used: boolean[], r: Reading): void {
  Object.assign(r, Object.fromEntries(Object.entries(selectorAt(t, used)).filter(([, v]) => v !== undefined)));
}

/** The grammar's selector for what the words picked ('' for the live one, the default). */
function selectorText(s: Selector): string {
  // ("draft draft_floor_cleanup": the word says what the id's own prefix says; "draft cfg_draft_88" asks the id be a draft's — round 50)
  if (s.configId) return `${s.version === 'draft' && (!s.configId.startsWith('draft_') || s.draftIdSaid) ? 'draft ' : ''}id ${s.configId}`;
  if (s.configVersion !== undefined) return `version ${s.configVersion}`;
  return s.version ?? '';
}

/** `config [validate|show] [selector] [yaml]` for a reading of a config. */
export function configCommandOf(r: Reading): Composed {
  const selector = selectorText(r);
  return command(configCommand.name, r.validate ? 'validate' : selector !== '' && 'show', selector, !r.validate && r.tokens.words.includes('yaml') && 'yaml');
}

/** The configuration the words picked that the config command does not pick, in words; undefined when it does. */
export function configLeftOut(r: Reading, request: unknown): string | undefined {
  const q = request as ConfigRequest;
  const picked = q.selector as { draft?: boolean; version?: number; id?: string };
  if (r.configId !== undefined && picked.id !== r.configId) return `the configuration ${r.configId}`;
  if (r.configVersion !== undefined && picked.version !== r.configVersion) return `version ${r.configVersion}`;
  if (r.version === 'draft' && !picked.draft && !q.draftId && !picked.id?.startsWith('draft_')) return 'the draft';
  if (r.version === 'live' && (picked.draft || picked.version !== undefined || picked.id !== undefined)) return 'the live configuration';
  if (r.validate && q.action !== 'validate') return 'a validation';
  // ("what changed in the config since tuesday": a config is shown as it is, not over a period — round 43)
  if (r.range !== undefined && !r.validate && !('grammar' in r.range && r.range.grammar === 'today')) return 'that period';
  return undefined;
}

/** The selector words of a config command's text ("config show live yaml" → live). */
const selectorWords = (text: string) => text.split(/\s+/).slice(1).filter((w) => !['show', 'validate', 'yaml', 'file'].includes(w));

/**
 * "and the live one?", "now version 13", "validate live" after a config command: the same command
 * with the configuration (and the verb, when one is said) replaced. Only when every word is one of
 * these; otherwise the words are read as usual.
 */
export function configThat(previous: string, r: Reading): Composed | undefined {
  const text = previous.trim().replace(/^\/adops\b\s*/i, '');
  const before = dispatch(COMMANDS, text);
  if (before.kind !== 'run' || before.command !== configCommand) return undefined;
  const t = r.tokens.words;
  const used = t.map(() => false);
  const s = selectorAt(t, used);
  t.forEach((w, i) => (w === 'live' || w === 'draft') && ((s.version = w), (used[i] = true)));
  // ("is the draft valid?", "validate it": the check said as whether it is valid; "it" the thread's configuration, issue 38's twenty-first round)
  const valid = t.findIndex((w) => VALID.has(w));
  const verb = t.find((w) => w === 'validate' || w === 'show') ?? (valid >= 0 ? 'validate' : undefined);
  const pointed = verb === 'validate' && t.some((w) => w === 'it' || w === 'that' || w === 'this');
  if (s.version === undefined && s.configVersion === undefined && s.configId === undefined && !pointed) return undefined;
  // ("show me version 12 as yaml": the file asked of the configuration named — round 44)
  const yaml = t.some((w) => w === 'yaml' || w === 'yml');
  if (!t.every((w, i) => used[i] || w === verb || VALID.has(w) || FILLER.has(w) || AROUND.has(w) || w === 'yaml' || w === 'yml' || (pointed && (w === 'it' || w === 'that' || w === 'this')))) return undefined;
  const q = before.request as ConfigRequest;
  // ("validate it and the draft": the thread's configuration and another, two checks — asked, both offered; "and the draft, validate it": it is the draft)
  const named = s.version !== undefined || s.configVersion !== undefined || s.configId !== undefined;
  const it = t.findIndex((w) => w === 'it' || w === 'that' || w === 'this');
  if (named && it >= 0 && it < used.indexOf(true) && t.some((w) => ['and', 'too', 'also', 'both'].includes(w))) return { kind: 'clarify', reason: 'One configuration at a time; which first?', suggestions: [command(configCommand.name, verb ?? q.action, ...selectorWords(text)), command(configCommand.name, verb ?? q.action, selectorText(s))].flatMap((c) => (c.kind === 'command' ? [c.text] : [])) };
  if (pointed && !named) return command(configCommand.name, 'validate', ...selectorWords(text));
  // ("send me the yaml of the draft" after a validation: the file asked is shown, not checked — round 49)
  const action = verb ?? (yaml ? 'show' : q.action);
  return command(configCommand.name, action, selectorText(s), action === 'show' && (q.yaml || yaml) && 'yaml');
}
