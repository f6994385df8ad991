// An alert kind is declared in one place: its folder src/jobs/alerts/<folder>/ (`defineAlertKind`:
// its spec, its `alerts add` form, its words in lists, need, cadence and check), listed once in
// src/jobs/alerts/registry.ts. The alerts subcommand, the watch list and App Home, the watch worker,
// the scheduler and the store read the registry or keep a spec as `{ kind: string }`, so adding a
// kind is its folder, one registry line and its test. This fails when:
//   - two kinds share a name or an `alerts add` word, or a kind is declared outside its folder;
//   - the code that handles every kind holds a kind's name as a string literal;
//   - a kind's compound name (`metric_drop`) is written anywhere in the bot outside the kinds'
//     folder. The single-word names (`abtest`, `config`) are also subcommands, so, as for digest
//     kinds, they are checked in the generic code only.
import { describe, expect, it } from 'vitest';
import { ALERT_ADD_WORDS, ALERT_KINDS } from '../../src/jobs/alerts/registry.js';
import { stringLiterals } from './literals.js';
import { BOT_FILES, read } from './files.js';

const KINDS_FOLDER = 'src/jobs/alerts/';
const NAMES: readonly string[] = ALERT_KINDS.map((k) => k.kind);
/**
 * Where a name is still written outside the kinds' folder, and why:
 * - the store's id prefixes of the first kinds (`abw_`, `cfw_`; a new kind's watches are `alr_`),
 *   kept so ids stay as they were;
 * - `MetricDropSpec` stays in the store's types: views (the incident message) and the digests'
 *   "why" line read it, and views sit below src/jobs.
 */
const KNOWN: readonly string[] = ["src/store/watches.ts: 'abtest'", "src/store/watches.ts: 'config'", "src/store/watch-types.ts: 'metric_drop'"];
const GENERIC = BOT_FILES.filter(
  (f) =>
    f.startsWith('commands/alerts/') || f.startsWith('src/scheduler/') || f.startsWith('src/store/') || f.startsWith('src/app/') || f === 'src/main.ts' ||
    f === 'src/jobs/watches.ts' || f === 'views/watch-list.ts' || f === 'views/app-home.ts' || f === 'commands/connect/moves.ts',
);

/** The source without its comments: a name in a comment is prose, not wiring. */
const code = (file: string) => read(file).replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('an alert kind declared in one place', () => {
  it('has a name and `alerts add` words of its own', () => {
    expect(NAMES.filter((n, i) => NAMES.indexOf(n) !== i)).toEqual([]);
    expect(ALERT_ADD_WORDS.filter((n, i) => ALERT_ADD_WORDS.indexOf(n) !== i)).toEqual([]);
    expect(NAMES.length).toBeGreaterThan(2);
  });

  it('is declared in a folder of src/jobs/alerts/', () => {
    const declaring = BOT_FILES.filter((f) => /defineAlertKind(<[\w<>]+>)?\(\{/.test(read(f)));
    expect(declaring.length).toBe(NAMES.length);
    expect(declaring.filter((f) => !/^src\/jobs\/alerts\/[\w-]+\/index\.ts$/.test(f))).toEqual([]);
  });

  it('is not named in the code that handles every kind', () => {
    expect(GENERIC.length).toBeGreaterThan(40);
    const named = GENERIC.flatMap((file) => stringLiterals(read(file)).filter((l) => NAMES.includes(l)).map((l) => `${file}: '${l}'`));
    expect(named.filter((x) => !KNOWN.includes(x))).toEqual([]);
  });

  it('has its compound name written only in the kinds’ folder', () => {
    const compound = NAMES.filter((n) => n.includes('_'));
    expect(compound.length).toBeGreaterThan(0);
    const written = BOT_FILES.filter((f) => !f.startsWith(KINDS_FOLDER)).flatMap((file) => {
      const text = code(file);
      return compound.filter((n) => new RegExp(`\\b${n}\\b`).test(text)).map((n) => `${file}: '${n}'`);
    });
    expect(written.filter((x) => !KNOWN.includes(x))).toEqual([]);
  });
});
