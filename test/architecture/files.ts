// The bot's source files, as the architecture checks read them (paths relative to the repository).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Every TypeScript file of the layers (src, commands, views). */
export const FILES = ['src', 'commands', 'views'].flatMap(sourceFiles);

/** The systems outside the bot (./graph.ts): they import nothing of it and keep their own ways. */
const OUTSIDE = ['src/sandbox/', 'src/slack-standin/', 'src/playground/'];

/** The bot's own files: FILES without the systems outside it. */
export const BOT_FILES = FILES.filter((f) => !OUTSIDE.some((o) => f.startsWith(o)));

export const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
