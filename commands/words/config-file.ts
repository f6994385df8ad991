// The config asked "as a file" (issue 38's forty-fifth round, the seventy-fifth set): a config's file
// is its YAML (`config … yaml`), as "send me the live config yml" is read; "as a file" is otherwise a
// table's CSV, which a config has none of. Read on the words as typed, before the typo corrector, so
// "config" typed with a slip is known here as the corrector would know it.
import { configCommand } from '../config/index.js';
import { nearestWord } from './lexicon.js';

const CONFIG_WORDS = [configCommand.name, 'configuration', 'cfg'];
/** "as a file", "in a file", "as a download": the form asked, at most six words after the config. */
const AS_FILE = /\b(?:as|in) an? (?:file|download|attachment)\b/i;

export function configFile(text: string): string {
  const m = AS_FILE.exec(text);
  if (!m) return text;
  const before = text.slice(0, m.index).trim().split(/\s+/).slice(-6).map((w) => w.toLowerCase().replace(/[^a-z]/g, ''));
  const saysConfig = before.some((w) => CONFIG_WORDS.includes(w) || nearestWord(w, CONFIG_WORDS) !== undefined);
  return saysConfig ? `${text.slice(0, m.index)}as yaml${text.slice(m.index + m[0].length)}` : text;
}
