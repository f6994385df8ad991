// "and the android version?", "what about the iOS build" after a question of one app (issue 38's
// twenty-fifth round): the app's own bundle for that platform, as "the android one" is read
// (./app-bundle.ts). "version", "build" and "app" here name the app's store edition, not a release
// number or the help's version: so only right after a platform word, and only in a thread whose
// command names an app (`app=`); said alone or after any other command, left as typed.
const EDITION = /\b(android|ios|iphone|ipad|apple|google play)(?: app)? (?:version|build|edition|app)\b/gi;

/** The words with "the android version" said as "the android one", where the thread's command names an app. */
export function platformVersion(text: string, previous: string | undefined): string {
  return previous && /(?:^| )app=\S/.test(previous) ? text.replace(EDITION, '$1 one') : text;
}
