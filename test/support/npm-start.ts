// What `npm start` runs, for the tests and benches that start the bot as a process of its own: they
// run the same command as package.json's "start" (`exec node <options> src/main.ts`), with the Node
// that runs them (process.execPath: CI's Node 24 run too), without npm's own start-up in the way.
import { readFileSync } from 'node:fs';

const PACKAGE_JSON = new URL('../../package.json', import.meta.url);

/** The words of package.json's "start" script after `exec node`: Node's options, then the entry. */
export function npmStartArgs(): string[] {
  const script = (JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { scripts: { start: string } }).scripts.start;
  const [exec, node, ...args] = script.trim().split(/\s+/);
  // `exec`: npm's shell is replaced by node, so the signals npm passes on reach the bot itself.
  if (exec !== 'exec' || node !== 'node' || args.length === 0) throw new Error(`package.json's start script is not "exec node <options> <entry>": ${script}`);
  return args;
}

/** `npm start`'s Node options with another entry: a script run the way the bot is. */
export function argsLikeNpmStart(entry: string): string[] {
  return [...npmStartArgs().slice(0, -1), entry];
}
