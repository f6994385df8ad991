// Which build is running: package.json's version and the git commit — ADOPS_COMMIT (set when the
// image is built: `docker build --build-arg ADOPS_COMMIT=$(git rev-parse HEAD)`), else
// `git rev-parse HEAD` when run from a checkout, else "unknown". Logged at start and answered by
// /healthz and /readyz, so an operator can tell which build answers.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BuildInfo {
  version: string;
  commit: string;
}

/** The folder holding package.json: two up from src/ under tsx, three from dist/src/ in the image. */
function packageRoot(): string | undefined {
  for (let dir = dirname(fileURLToPath(import.meta.url)), i = 0; i < 3; i++, dir = dirname(dir)) {
    try {
      readFileSync(join(dir, 'package.json'));
      return dir;
    } catch {
      // not here: one folder up
    }
  }
  return undefined;
}

function gitCommit(cwd: string): string | undefined {
  try {
    const out = execFileSync('git', ['rev-parse', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'], timeout: 2_000 }).toString().trim();
    return /^[0-9a-f]{7,64}$/.test(out) ? out : undefined;
  } catch {
    return undefined; // no git, or not a checkout (the image)
  }
}

export function readBuildInfo(env: Record<string, string | undefined> = process.env): BuildInfo {
  const root = packageRoot();
  let version = 'unknown';
  if (root) {
    try {
      version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: string }).version ?? 'unknown';
    } catch {
      // an unreadable package.json leaves "unknown"
    }
  }
  const commit = env.ADOPS_COMMIT?.trim() || (root && gitCommit(root)) || 'unknown';
  return { version, commit };
}
