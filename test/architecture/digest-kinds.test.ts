// A digest kind is declared in one place: its folder src/jobs/digests/<folder>/ (`defineDigestKind`:
// labels, schedule defaults, deadline, need, form fields, builder and view), listed once in
// src/jobs/digests/registry.ts. Everything else reads the registry, so adding a kind is its
// folder, its view, one registry line and its test. This fails when:
//   - two kinds share a name, or a kind has no folder of its own;
//   - the code that handles every kind (the digest command, the scheduler, the store, the Slack
//     edge, App Home and the digest views) holds a kind's name as a string literal;
//   - a kind's compound name (`daily_revenue`) is written anywhere in the bot outside the kinds'
//     folder. The single-word names (`abtests`, `network`, `reconcile`) are also words the bot
//     reads for other reasons — a subcommand, a dimension, a word a user types — and are checked
//     in the generic code only, as subcommand-names.test.ts does for aliases.
// Alert kinds: ./alert-kinds.test.ts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIGEST_KINDS } from '../../src/jobs/digests/registry.js';
import { stringLiterals } from './literals.js';
import { BOT_FILES, read, ROOT } from './files.js';

const KINDS_FOLDER = 'src/jobs/digests/';
const NAMES: readonly string[] = DIGEST_KINDS.map((k) => k.name);
/** Where a single-word name is another thing: `network=` is the alias of the text form's `networks=` option. */
const OTHER_WORDS: readonly string[] = ["commands/digest/text-form.ts: 'network'"];
const GENERIC = BOT_FILES.filter(
  (f) =>
    f.startsWith('commands/digest/') || f.startsWith('src/scheduler/') || f.startsWith('src/store/') || f.startsWith('src/app/') || f === 'src/main.ts' ||
    f === 'src/jobs/digest.ts' || f === 'src/jobs/run-notices.ts' || f.startsWith('views/digest-') || f === 'views/run-notice.ts' || f === 'views/app-home.ts',
);

/** The source without its comments: a name in a comment is prose, not wiring. */
const code = (file: string) => read(file).replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('a digest kind declared in one place', () => {
  it('has a name of its own', () => {
    expect(NAMES.filter((n, i) => NAMES.indexOf(n) !== i)).toEqual([]);
    expect(NAMES.length).toBeGreaterThan(5);
  });

  it('is declared in a folder of src/jobs/digests/', () => {
    const declaring = BOT_FILES.filter((f) => /defineDigestKind\(\{/.test(read(f)));
    expect(declaring.filter((f) => !/^src\/jobs\/digests\/[\w-]+\/index\.ts$/.test(f))).toEqual([]);
    expect(declaring.every((f) => existsSync(join(ROOT, f)))).toBe(true);
  });

  it('is not named in the code that handles every kind', () => {
    expect(GENERIC.length).toBeGreaterThan(40);
    const named = GENERIC.flatMap((file) => stringLiterals(read(file)).filter((l) => NAMES.includes(l)).map((l) => `${file}: '${l}'`)).filter((x) => !OTHER_WORDS.includes(x));
    expect(named).toEqual([]);
  });

  it('has its compound name written only in the kinds’ folder', () => {
    const compound = NAMES.filter((n) => n.includes('_'));
    expect(compound.length).toBeGreaterThan(3);
    const written = BOT_FILES.filter((f) => !f.startsWith(KINDS_FOLDER)).flatMap((file) => {
      const text = code(file);
      return compound.filter((n) => new RegExp(`\\b${n}\\b`).test(text)).map((n) => `${file}: ${n}`);
    });
    expect(written).toEqual([]);
  });
});
