// The wording is chosen by the code (src/errors.ts → views/error-message.ts): the classes every
// layer throws, the kinds of failure the one-shot exits with, and what is kept for owners to read.
// (Each API status's wording is checked end to end in test/bot/errors.test.ts.)
import { describe, expect, it } from 'vitest';
import { NetworkError, NotConnectedError } from '../../src/api/index.js';
import { AddressRefusedError } from '../../src/api/addresses.js';
import { InstallationUnreadableError, NotInstalledError } from '../../src/app/oauth/installation-store.js';
import { GivenUpError } from '../../src/app/slow-answer.js';
import { ConfigError } from '../../src/config.js';
import { adopsErrorIn, ErrorCode } from '../../src/errors.js';
import { ScheduleError } from '../../src/time/schedule.js';
import { DateRangeError } from '../../src/time/range.js';
import { UsageProblem } from '../../commands/shared/args.js';
import { describeFailure, failureKind, keptFailureText } from '../../views/error-message.js';

const ON_MY_SIDE = /Something went wrong on my side/;

describe('describeFailure', () => {
  it('words the Slack edge’s failures from their codes', () => {
    expect(describeFailure(new NotInstalledError({ teamId: 'T1' })).what).toMatch(/not installed in this workspace/);
    expect(describeFailure(new InstallationUnreadableError(new Error('connection refused'))).what).toMatch(/could not check this workspace’s installation/);
    expect(describeFailure(new NotConnectedError('T1')).next).toMatch(/\/adops connect/);
  });

  it('words what the user typed with what was wrong in it', () => {
    expect(describeFailure(new DateRangeError('the start is after the end')).what).toBe('That date range does not work: the start is after the end.');
    expect(describeFailure(new ScheduleError('"Mars/Base" is not an IANA timezone', 'timezone')).what).toMatch(/schedule does not work: "Mars\/Base"/);
    expect(describeFailure(new UsageProblem('limit= is a whole number from 1 to 100')).what).toMatch(/limit= is a whole number/);
  });

  it('says an address refused like any other network failure, without saying which', () => {
    const refused = describeFailure(new AddressRefusedError('api.example.com', '10.0.0.1'));
    expect(refused).toEqual(describeFailure(new NetworkError('auth.status', 'ECONNREFUSED')));
    expect(JSON.stringify(refused)).not.toMatch(/10\.0\.0\.1|example/);
  });

  it('tells an operator’s failure, a library’s and a bug’s as "on my side", never their text', () => {
    for (const err of [new ConfigError(['SLACK_BOT_TOKEN is missing']), Object.assign(new Error('connect ECONNREFUSED 10.1.2.3:5432'), { code: 'ECONNREFUSED' }), new TypeError('x is undefined'), 'a string']) {
      const text = describeFailure(err);
      expect(text.what).toMatch(ON_MY_SIDE);
      expect(JSON.stringify(text)).not.toMatch(/SLACK_BOT_TOKEN|10\.1\.2\.3|undefined/);
    }
  });
});

describe('failureKind', () => {
  it('is usage for a request that cannot be served as asked, error otherwise', () => {
    expect([new UsageProblem('x'), new DateRangeError('x'), new ScheduleError('x', 'cron')].map(failureKind)).toEqual(['usage', 'usage', 'usage']);
    expect([new GivenUpError(), new NetworkError('auth.status', 'x'), new Error('x')].map(failureKind)).toEqual(['error', 'error', 'error']);
  });
});

describe('keptFailureText', () => {
  it('keeps our own errors as said and a library’s coded error in words', () => {
    expect(keptFailureText(new NotInstalledError({ teamId: 'T1' }))).toBe('no installation for team T1');
    expect(keptFailureText(Object.assign(new Error('connect ECONNREFUSED 10.1.2.3:5432'), { code: 'ECONNREFUSED' }))).not.toMatch(/10\.1\.2\.3/);
  });
});

describe('adopsErrorIn', () => {
  it('finds our error inside Bolt’s wrapper (original) and an Error cause, by code when asked', () => {
    const missing = new NotInstalledError({ teamId: 'T1' });
    const boltWrapper = Object.assign(new Error('Authorization of incoming event did not succeed'), { code: 'slack_bolt_authorization_error', original: missing });
    expect(adopsErrorIn(boltWrapper)).toBe(missing);
    expect(adopsErrorIn(new Error('outer', { cause: missing }), ErrorCode.NotInstalled)).toBe(missing);
    expect(adopsErrorIn(new Error('outer', { cause: missing }), ErrorCode.GivenUp)).toBeUndefined();
    expect(adopsErrorIn(new Error('plain'))).toBeUndefined();
  });
});
