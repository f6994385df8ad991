// Every bench measures the runtime the project ships (package.json's engines, the image's Node):
// it names the Node it runs on, with its options, on its first line, and refuses another Node
// unless told (`--any-node`; CI's Node 20 run of the smoke tests passes it). A figure taken on
// whichever Node the shell happened to have is not the product's (issue 36).
import { readFileSync } from 'node:fs';

/** The option every bench accepts (spread into its parseArgs options; bench/run.ts passes it on). */
export const ANY_NODE_OPTION = { 'any-node': { type: 'boolean', default: false } } as const;

/** Exit code of a bench that refused the Node it was started on. */
export const WRONG_NODE_EXIT = 3;

/** The lowest major version package.json's `engines.node` (">=24") accepts. */
export function enginesMajor(): number {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { engines?: { node?: string } };
  const m = /^\s*>=\s*v?(\d+)/.exec(pkg.engines?.node ?? '');
  if (!m) throw new Error(`package.json engines.node is "${pkg.engines?.node}": expected ">=<major>"`);
  return Number(m[1]);
}

/** True when `version` (process.version's form, "v24.21.0") is at least `major`. */
export function satisfiesMajor(version: string, major: number): boolean {
  return Number(/^v?(\d+)/.exec(version)?.[1] ?? 0) >= major;
}

/** Options that load code (tsx's hooks) rather than set how Node runs: named apart. */
const LOADERS = new Set(['--import', '--require', '-r', '--loader']);

/** "Node v24.21.0 (V8 13.6…), options: --max-old-space-size=160 (NODE_OPTIONS)": what runs, as it runs. */
export function runtimeDescription(): string {
  const argv = process.execArgv;
  const loaded = argv.filter((_, i) => LOADERS.has(argv[i - 1] ?? ''));
  const flags = argv.filter((a, i) => !LOADERS.has(a) && !LOADERS.has(argv[i - 1] ?? ''));
  const options = [...flags, ...(process.env.NODE_OPTIONS?.trim() ? [`${process.env.NODE_OPTIONS.trim()} (NODE_OPTIONS)`] : [])];
  const via = loaded.some((l) => l.includes('tsx')) ? '; TypeScript through tsx' : '';
  return `Node ${process.version} (V8 ${process.versions.v8}), options: ${options.join(' ') || 'none'}${via}`;
}

/**
 * Prints the runtime line (the bench's first line) and, on a Node below the engines', refuses
 * unless `anyNode`: says why on stderr and exits.
 */
export function announceRuntime(anyNode: boolean | undefined, name = 'bench'): void {
  const major = enginesMajor();
  const ok = satisfiesMajor(process.version, major);
  console.log(`runtime: ${runtimeDescription()}${ok ? '' : ` — not the engines' Node >=${major}${anyNode ? ' (--any-node: run anyway; its figures are not the product\'s)' : ''}`}`);
  if (ok || anyNode) return;
  console.error(
    `${name}: refusing to run on Node ${process.version}: the project runs on Node >=${major} (package.json engines, the Docker image), and its figures come from that. ` +
      `Run it there (\`npx -y node@${major} --import tsx bench/run.ts …\`, or Node ${major} first on PATH), or pass --any-node to measure this Node anyway.`,
  );
  process.exit(WRONG_NODE_EXIT);
}
