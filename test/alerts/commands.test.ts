// How `alerts` reads the new words: impressions, any-segment, ack, snooze and mute — and what it says
// when they are mistyped.
import { describe, expect, it } from 'vitest';
import { alertsCommand } from '../../commands/alerts/index.js';

describe('alerts parsing', () => {
  it('reads impressions and "any segment" alerts', () => {
    expect(alertsCommand.parse('add impressions drop 25% hourly any-segment here')).toMatchObject({
      ok: true,
      request: { action: 'add', here: true, spec: { kind: 'metric_drop', metric: 'impressions', dropPct: 25, period: 'hour', anySegment: true } },
    });
  });

  it('reads the button commands and explains mistakes', () => {
    expect(alertsCommand.parse('ack inc_7k2m9q4xa1')).toEqual({ ok: true, request: { action: 'ack', id: 'inc_7k2m9q4xa1' } });
    expect(alertsCommand.parse('snooze alr_7k2m9q4xa1 1d')).toEqual({ ok: true, request: { action: 'snooze', id: 'alr_7k2m9q4xa1', length: '1d' } });
    expect(alertsCommand.parse('snooze alr_7k2m9q4xa1 2w')).toEqual({ ok: false, error: 'snooze for 1h or 1d' });
    expect(alertsCommand.parse('ack alr_7k2m9q4xa1')).toMatchObject({ ok: false, error: expect.stringContaining('incident id') });
    expect(alertsCommand.parse('mute alr_7k2m9q4xa1 country=FR')).toEqual({ ok: true, request: { action: 'mute', id: 'alr_7k2m9q4xa1', segment: 'country=FR' } });
    expect(alertsCommand.parse('mute alr_7k2m9q4xa1 bidder=x')).toMatchObject({ ok: false, error: expect.stringContaining('name the segment to mute') });
  });
});
