// "the android one", "what about android?" after a question of one app: that app's own bundle for the
// platform (com.acmegames.wordrush → com.acmegames.wordrush.android) where the account has it, in place
// of the thread's app — the iOS bundle filtered to Android would be nobody's traffic. Three sets written
// blind (issue 38's twenty-third round) labelled it so; an app said with its platform alone already reads so.
import { appCore } from './names.js';

/** The thread's app (`app=`) for `os`'s store, when the account has exactly one such bundle and it is another. */
export function bundleFor(words: readonly string[], os: string, apps: readonly string[]): string | undefined {
  const app = words.find((w) => /^app=/i.test(w))?.slice('app='.length);
  if (!app) return undefined;
  const { core } = appCore(app);
  const found = apps.filter((a) => appCore(a).core === core && (appCore(a).platform ?? 'ios') === os.toLowerCase());
  return found.length === 1 && found[0] !== app ? found[0] : undefined;
}
