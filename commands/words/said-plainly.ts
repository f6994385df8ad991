// Issue 38's twenty-fifth round: ways of saying a period, an app or a thread's next ask that the reader
// left unknown, each made the words it already reads, in its own module (its comment says why and how
// far): "the week before" in a thread (./period-before.ts), "the android version" (./platform-version.ts),
// "pq android", "the fc test" (./initials.ts), "split that by os" (./split-that.ts), "how did X do vs Y" and "how X went"
// (./how-did.ts), "how's the month tracking" (./current-period.ts). Gathered here so that the reader's
// chain in ./understand.ts takes them at one place.
import type { DateTime } from 'luxon';
import { currentPeriod } from './current-period.js';
import { howDidVs } from './how-did.js';
import { initialed, testInitialed } from './initials.js';
import { periodBefore, samePeriod } from './period-before.js';
import { platformVersion } from './platform-version.js';
import { splitThat } from './split-that.js';
import { shownCount } from './shown-count.js';
import { trafficScope } from './scoped-traffic.js';

export function saidPlainly(text: string, previous: string | undefined, today: DateTime, apps: readonly string[], tests: readonly { name?: string }[] = []): string {
  // ("show 10" after a ranked table: ./shown-count.ts, round 41; "only US traffic" in a thread: ./scoped-traffic.ts, round 48; "for the same day": ./period-before.ts, round 50)
  const threaded = splitThat(platformVersion(periodBefore(shownCount(trafficScope(samePeriod(text, previous), previous), previous), previous, today), previous), previous);
  // ("the fc test": a test by two words' initials — ./initials.ts, round 42)
  return currentPeriod(howDidVs(testInitialed(initialed(threaded, apps), tests)), previous);
}
