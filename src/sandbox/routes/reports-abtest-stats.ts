// The statistics of an A/B report (formulas in /work/notes/reporting.md): a paired t-test on the
// daily ARPDAU ratio, a chi-squared test of the user split (sample-ratio mismatch) and a power calculation.
// Small numeric routines written out because no statistics package is installed.

/** Two-sided 5% significance and 80% power. */
const Z_ALPHA = 1.959964;
const Z_POWER = 0.841621;
/**
 * Coefficient of variation of one user's daily ad revenue: per-user revenue is not in daily
 * totals, so the power calculation assumes the value typical of ad-monetized games.
 */
export const USER_REVENUE_CV = 3;

/** Complementary error function (Numerical Recipes erfcc, relative error < 1.2e-7). */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z - 1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 +
        t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

function logGamma(x: number): number {
  const c = [76.18009172947146, -86.50532032941678, 24.01409824083091, -1.231739572450155, 0.001208650973866179, -0.5395239384953e-5];
  let y = x;
  const tmp = x + 5.5 - (x + 0.5) * Math.log(x + 5.5);
  let ser = 1.00000000019001;
  for (const ci of c) ser += ci / ++y;
  return -tmp + Math.log((2.5066282746310007 * ser) / x);
}

/** Continued fraction of the incomplete beta function (modified Lentz). */
function betaFraction(a: number, b: number, x: number): number {
  const tiny = 1e-30;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  d = 1 / (Math.abs(d) < tiny ? tiny : d);
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    for (const aa of [(m * (b - m) * x) / ((a + m2 - 1) * (a + m2)), (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1))]) {
      d = 1 + aa * d;
      d = 1 / (Math.abs(d) < tiny ? tiny : d);
      c = 1 + aa / c;
      if (Math.abs(c) < tiny) c = tiny;
      h *= d * c;
    }
    if (Math.abs(d * c - 1) < 1e-12) break;
  }
  return h;
}

/** Regularized incomplete beta I_x(a, b). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2) ? (front * betaFraction(a, b, x)) / a : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** P(|T| ≥ |t|) for Student's t with df degrees of freedom. */
export function tTwoSidedP(t: number, df: number): number {
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

/** The t with two-sided tail probability p (bisection). */
export function tQuantileTwoSided(p: number, df: number): number {
  let lo = 0;
  let hi = 1000;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (tTwoSidedP(mid, df) > p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

export interface LiftResult {
  /** Relative change of test vs control ARPDAU in percent, and its 95% interval. */
  lift: number;
  ciLow: number;
  ciHigh: number;
  pValue: number;
}

/**
 * Paired t-test on the daily log ratio of ARPDAU (test / control). Both groups see the same days
 * (weekends, seasonality), so pairing by day removes that shared swing and leaves the treatment
 * effect and the groups' own noise. Undefined with fewer than 2 paired days.
 */
export function pairedLift(control: readonly number[], test: readonly number[]): LiftResult | undefined {
  const ratios: number[] = [];
  for (let i = 0; i < Math.min(control.length, test.length); i++) {
    if (control[i]! > 0 && test[i]! > 0) ratios.push(Math.log(test[i]! / control[i]!));
  }
  const k = ratios.length;
  if (k < 2) return undefined;
  const mean = ratios.reduce((a, b) => a + b, 0) / k;
  const sd = Math.sqrt(ratios.reduce((a, r) => a + (r - mean) ** 2, 0) / (k - 1));
  const se = sd / Math.sqrt(k);
  const pct = (x: number) => (Math.exp(x) - 1) * 100;
  if (se === 0) return { lift: pct(mean), ciLow: pct(mean), ciHigh: pct(mean), pValue: mean === 0 ? 1 : 0 };
  const half = tQuantileTwoSided(0.05, k - 1) * se;
  return { lift: pct(mean), ciLow: pct(mean - half), ciHigh: pct(mean + half), pValue: tTwoSidedP(mean / se, k - 1) };
}

/** Chi-squared goodness of fit (1 df) of the observed user split against the intended share of test. */
export function splitChiSquaredP(nControl: number, nTest: number, testShare: number): number | undefined {
  const n = nControl + nTest;
  if (n === 0) return undefined;
  const eTest = n * testShare;
  const eControl = n - eTest;
  const chi2 = (nTest - eTest) ** 2 / eTest + (nControl - eControl) ** 2 / eControl;
  return erfc(Math.sqrt(chi2 / 2));
}

/** Users (user-days) per variant to detect a relative change `mde` in ARPDAU: 2(zα+zβ)²·CV²/mde². */
export function requiredUsersPerVariant(mde: number): number {
  return Math.ceil((2 * (Z_ALPHA + Z_POWER) ** 2 * USER_REVENUE_CV ** 2) / mde ** 2);
}
