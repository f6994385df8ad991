// A subcommand is declared in one place: its folder commands/<name>/ (parser, need, buttons,
// forms), gathered by commands/registry.ts. The Slack edge registers every listener from the
// registry, so nothing else wires a subcommand by its name or its ids. This fails when:
//   - the generic code — the Slack edge (src/main.ts, src/app/, src/local/) and commands/ outside
//     the subcommands' folders (dispatch, types, shared/) — holds a subcommand's name as a string
//     literal, alone or as the start of command text (`digest pause …`). Aliases are not looked
//     for: they are everyday words (`usage`, `?`, `connection`) found in that code for other reasons,
//     and dispatch is the one place that reads them (from the declaration);
//   - a button's action id or a form's callback id is written anywhere but in views/, once: the
//     view that draws the button or form defines it as a constant (it must put it in the Block
//     Kit, and views sit below commands/), and the subcommand's declaration refers to it.
// Not checked for names: views/ and the layers below commands/, and one subcommand's folder for
// another's name. There the same words are data, not wiring — the `revenue` metric, the
// `network` and `config` report and watch kinds, the `export` capability — and views and answers
// write command text for the user to read (usage, "remove it with `/adops alerts remove …`", the
// command a button carries in its value, which the button's own declaration checks). A checker
// that told those apart from wiring would need types, not text; the edge is where wiring lived.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/registry.js';
import { stringLiterals } from './literals.js';
import { BOT_FILES, read, ROOT } from './files.js';

const SUBCOMMAND_FOLDERS = new Set(COMMANDS.map((c) => `commands/${c.name}/`));
const GENERIC = BOT_FILES.filter(
  (f) => f === 'src/main.ts' || f.startsWith('src/app/') || f.startsWith('src/local/') || (f.startsWith('commands/') && f !== 'commands/registry.ts' && ![...SUBCOMMAND_FOLDERS].some((d) => f.startsWith(d))),
);

const literalsOf = (file: string) => stringLiterals(read(file));

/** A literal that names a subcommand: the word alone, or command text that starts with it. */
function namesSubcommand(literal: string, words: readonly string[]): string | undefined {
  return words.find((w) => literal === w || literal.startsWith(`${w} `));
}

const NAMES = COMMANDS.map((c) => c.name);
const IDS = COMMANDS.flatMap((c) => [...c.buttons.map((b) => ({ id: b.id, of: c.name })), ...c.forms.map((f) => ({ id: f.callbackId, of: c.name }))]);

describe('a subcommand declared in one place', () => {
  it('lives in its own folder, commands/<name>/', () => {
    expect(COMMANDS.filter((c) => !existsSync(join(ROOT, 'commands', c.name, 'index.ts'))).map((c) => c.name)).toEqual([]);
  });

  it('is not named in the edge or the generic commands code', () => {
    expect(GENERIC.length).toBeGreaterThan(20);
    const named = GENERIC.flatMap((file) => literalsOf(file).flatMap((l) => (namesSubcommand(l, NAMES) ? [`${file}: '${l}'`] : [])));
    expect(named).toEqual([]);
  });

  it('has button and form ids of its own, each written once, in the view that draws it', () => {
    expect(IDS.filter((x, i) => IDS.findIndex((y) => y.id === x.id) !== i)).toEqual([]);
    const written = new Map(IDS.map((x) => [x.id, [] as string[]]));
    for (const file of BOT_FILES) for (const l of literalsOf(file)) written.get(l)?.push(file);
    const misplaced = [...written].filter(([, files]) => files.length !== 1 || !files[0]!.startsWith('views/')).map(([id, files]) => `${id}: ${files.join(', ') || 'nowhere'}`);
    expect(misplaced).toEqual([]);
  });
});

describe('the checker itself', () => {
  it('finds a name in code, alone or leading command text, and not in a comment, a pattern or another word', () => {
    const source = [
      "const a = 'digest';",
      'const b = `alerts snooze ${id} 1h`;',
      '// run `digest pause <id>` here',
      "/* 'export' */ const c = /revenue 'x/.test(d) ? 'digests' : \"the export\";",
    ].join('\n');
    const found = stringLiterals(source).filter((l) => namesSubcommand(l, ['digest', 'alerts', 'export', 'revenue']));
    expect(found).toEqual(['digest', 'alerts snooze ']);
  });
});
