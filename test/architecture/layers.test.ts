// The layers of the code point down, and no files import each other in a loop:
//   src/main.ts → src/app, src/local (the Slack edge) → commands/ → src/jobs, src/scheduler,
//   src/outbox → src/reports → views/ → src/api, src/store, src/time, src/charts → src/config.ts, src/logger.ts
//   → src/errors.ts (the one error tree).
// The sandbox and the Slack stand-in stand for systems outside the bot: they import nothing of it
// (the sandbox implements the spec on its own, so a misreading of the spec is not shared).
// Type-only imports count too: they tie the layers together just the same.
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { graphOf, layerOf, type Graph } from './graph.js';
import { FILES, read, ROOT } from './files.js';

const graph: Graph = graphOf(FILES, read, (from, spec) => relative(ROOT, resolve(dirname(join(ROOT, from)), spec)));

describe('the import graph', () => {
  it('places every source file in a layer', () => {
    expect(FILES.filter((f) => layerOf(f) === undefined)).toEqual([]);
  });

  it('has no import that points up the layers', () => {
    const upward = graph.edges.filter(({ from, to }) => !layerOf(from)!.mayImport(layerOf(to)!)).map(({ from, to }) => `${from} -> ${to}`);
    expect(upward).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(graph.cycles()).toEqual([]);
  });

  it('reaches into no library through its private files (import or require)', () => {
    const deep = FILES.filter((f) => /['"]@slack\/[\w-]+\/dist\//.test(read(f)));
    expect(deep).toEqual([]);
  });
});

describe('the checker itself', () => {
  const check = (from: string, to: string) => layerOf(from)!.mayImport(layerOf(to)!);

  it('refuses an upward import and accepts a downward one', () => {
    expect(check('src/jobs/digest.ts', 'commands/shared/args.ts')).toBe(false);
    expect(check('commands/types.ts', 'src/app/durable.ts')).toBe(false);
    expect(check('src/outbox/poster.ts', 'src/app/slack-io.ts')).toBe(false);
    expect(check('src/sandbox/query.ts', 'src/api/errors.ts')).toBe(false);
    expect(check('commands/revenue/index.ts', 'src/jobs/digest.ts')).toBe(true);
    expect(check('views/revenue.ts', 'src/api/index.ts')).toBe(true);
    expect(check('src/config.ts', 'src/errors.ts')).toBe(true);
    expect(check('src/errors.ts', 'src/config.ts')).toBe(false);
  });

  it('finds a cycle', () => {
    const g = graphOf(['a.ts', 'b.ts', 'c.ts'], (f) => ({ 'a.ts': "import './b.js';", 'b.ts': "import { x } from './c.js';", 'c.ts': "export * from './a.js';" })[f]!, (_from, spec) => spec.replace('./', '').replace('.js', '.ts'));
    expect(g.cycles()).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
