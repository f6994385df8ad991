// What the tests of npm start's roles share (./roles.test.ts, ./roles-split.test.ts).
import { exportForm } from '../../commands/export/form.js';
import { date, select } from '../support/interactions.js';

/** The export form submitted with a date that is not a completed day: its ack must carry the error. */
export function badExportSubmission(teamId: string): Record<string, unknown> {
  const view = { ...exportForm('impressions', Date.now()), id: 'V0THREADS' } as Record<string, unknown>;
  const values = { kind: select('impressions'), date: date('2099-01-01') };
  const state = { values: Object.fromEntries(Object.entries(values).map(([id, v]) => [id, { [id]: v }])) };
  return { type: 'view_submission', team: { id: teamId, domain: 'standin' }, user: { id: 'U0LOCAL01', username: 'u', team_id: teamId }, api_app_id: 'A0ADOPS', token: 'unused', trigger_id: 't', view: { ...view, state, hash: '1.h' } };
}
