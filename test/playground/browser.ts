// The browser the playground tests drive: Debian's Chromium (CHROMIUM_PATH overrides), through
// playwright-core. Without one the suites are skipped with a printed notice, so `npm test` still
// passes on a machine without a browser (.ci/run installs Debian's chromium first).
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export function chromiumPath(env = process.env): string | undefined {
  const candidates = env.CHROMIUM_PATH ? [env.CHROMIUM_PATH] : ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => existsSync(p));
}

export function noticeWhenMissing(suite: string): string | undefined {
  const path = chromiumPath();
  if (!path) process.stdout.write(`NOTICE: ${suite} skipped: no Chromium found (install Debian's chromium, or set CHROMIUM_PATH).\n`);
  return path;
}

/** A page on the playground, live; `errors` collects the script errors the page raises. */
export async function openPage(executablePath: string, url: string): Promise<{ browser: Browser; page: Page; errors: string[] }> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(url);
  // The page is live once its event stream is open: posts from then on appear as they are made.
  await page.waitForSelector('body[data-live]');
  return { browser, page, errors };
}
