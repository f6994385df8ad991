// An app named in a thread whose command filters an OS ("and wordrush android specifically" after
// `why revenue last week os=Android`): an app's bundle is one platform's, so the app takes the OS
// filter's place — kept beside it, the filter says the bundle again or leaves nobody's traffic, and no
// set labels an app= beside an os=. An app named without its platform there ("and puzzle quest" after
// os=Android) is that platform's bundle where the account has one, as ./app-bundle.ts reads "the
// android one" after an app. Its own module (issue 38's thirty-ninth round): ./follow-up.ts is at its size.
import { appCore } from './names.js';
import { appFilter } from './compose-reports.js';
import type { Reading } from './read.js';

const OS_KEYS = ['os', 'device_os', 'platform'];
const keyOf = (w: string) => /^([A-Za-z_.]+)=/.exec(w)?.[1]?.toLowerCase() ?? '';

/** The thread's words with the app the follow-up names (undefined when no one app is named). */
export function appInThread(words: readonly string[], r: Reading, apps: readonly string[]): string[] | undefined {
  const threadOs = words.find((w) => OS_KEYS.includes(keyOf(w)))?.split('=')[1];
  const app = (r.os === undefined && threadOs && r.apps.length > 1 ? appFilter({ ...r, os: threadOs as Reading['os'] }).app : undefined) ?? appFilter(r).app;
  if (!app) return undefined;
  const { core, platform } = appCore(app);
  const ofOnePlatform = platform !== undefined || apps.some((a) => a !== app && appCore(a).core === core);
  return [...words.filter((w) => keyOf(w) !== 'app' && !(ofOnePlatform && OS_KEYS.includes(keyOf(w)))), `app=${app}`];
}
