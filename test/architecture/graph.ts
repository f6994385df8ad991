// The import graph of the source files and the layer each file belongs to (./layers.test.ts).
// Imports are read from the text: static `import … from`, `export … from`, bare `import '…'` and
// `import('…')` with a literal. Relative specifiers are resolved to the .ts file they name.

export interface Layer {
  name: string;
  mayImport(other: Layer): boolean;
}

/**
 * Higher ranks may import lower ones and their own; an outside system imports only itself. Local
 * mode (src/local) is the one place that starts the outside systems beside the bot.
 */
const RANKED: ReadonlyArray<{ rank: number; prefixes: readonly string[] }> = [
  { rank: 7, prefixes: ['src/main.ts'] },
  { rank: 6, prefixes: ['src/app/', 'src/local/'] },
  { rank: 5, prefixes: ['commands/'] },
  { rank: 4, prefixes: ['src/jobs/', 'src/scheduler/', 'src/outbox/'] },
  // The report functions: one per question, read by commands, digests, alerts and App Home alike.
  { rank: 3.5, prefixes: ['src/reports/'] },
  { rank: 3, prefixes: ['views/'] },
  { rank: 2, prefixes: ['src/api/', 'src/store/', 'src/time/', 'src/charts/'] },
  { rank: 1, prefixes: ['src/config.ts', 'src/config-fields.ts', 'src/config-encryption.ts', 'src/logger.ts', 'src/metrics.ts', 'src/tracing.ts', 'src/build-info.ts'] },
  // The one error tree: below everything, since every layer throws its errors (config.ts too).
  { rank: 0, prefixes: ['src/errors.ts'] },
];
// The playground (src/playground) is local mode's web page: outside the bot like the stand-in it shows.
const OUTSIDE = ['src/sandbox/', 'src/slack-standin/', 'src/playground/'];
const STARTS_OUTSIDE = 'src/local/';

export function layerOf(file: string): Layer | undefined {
  const outside = OUTSIDE.find((p) => file.startsWith(p));
  if (outside) return { name: outside, mayImport: (other) => other.name === outside };
  const ranked = RANKED.find((l) => l.prefixes.some((p) => file.startsWith(p)));
  if (!ranked) return undefined;
  const layer: Layer & { rank: number } = {
    name: `rank ${ranked.rank}`,
    rank: ranked.rank,
    mayImport: (other) =>
      'rank' in other ? (other as Layer & { rank: number }).rank <= ranked.rank : file.startsWith(STARTS_OUTSIDE) && OUTSIDE.includes(other.name),
  };
  return layer;
}

export interface Graph {
  edges: ReadonlyArray<{ from: string; to: string }>;
  /** Each loop once, as its files sorted by name. */
  cycles(): string[][];
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importsOf(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...withoutComments.matchAll(IMPORT)].map((m) => (m[1] ?? m[2])!);
}

export function graphOf(files: readonly string[], read: (file: string) => string, resolveRelative: (from: string, spec: string) => string): Graph {
  const known = new Set(files);
  const edges: Array<{ from: string; to: string }> = [];
  for (const from of files) {
    for (const spec of importsOf(read(from))) {
      if (!spec.startsWith('.')) continue;
      const to = resolveRelative(from, spec).replace(/\.js$/, '.ts');
      if (known.has(to)) edges.push({ from, to });
    }
  }
  return { edges, cycles: () => findCycles(files, edges) };
}

/** Strongly connected components of more than one file (Tarjan), each as its sorted file names. */
function findCycles(files: readonly string[], edges: ReadonlyArray<{ from: string; to: string }>): string[][] {
  const next = new Map<string, string[]>(files.map((f) => [f, []]));
  for (const e of edges) next.get(e.from)!.push(e.to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  let counter = 0;
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) out.push(component.sort());
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return out.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
