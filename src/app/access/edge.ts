// The facts Slack's payloads give about who is asking and from where, read the same way from a
// slash command, a button click, a form submission or an event: the workspace the request came
// through, the user's own workspace, the org, whether the channel is shared with another
// organisation (Slack Connect), and the workspace a form's app was installed in.
export interface EdgeFacts {
  /** The workspace the request came through (team_id / team.id). */
  teamId?: string;
  /** The user's own workspace (user_team_id / user.team_id). */
  userTeamId?: string;
  enterpriseId?: string;
  /** The channel is shared with another organisation. */
  extShared: boolean;
  /** A form's `view.app_installed_team_id`. */
  appInstalledTeamId?: string;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v !== null && typeof v === 'object' ? (v as Obj) : {});
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** Reads the facts from any payload Bolt hands a listener (the body, or a slash command's fields). */
export function edgeFactsOf(body: unknown): EdgeFacts {
  const b = obj(body);
  const user = obj(b.user);
  const ext = b.is_ext_shared_channel ?? obj(b.channel).is_ext_shared ?? obj(b.container).is_ext_shared_channel;
  return {
    teamId: text(b.team_id) ?? text(obj(b.team).id),
    userTeamId: text(b.user_team_id) ?? text(user.team_id),
    enterpriseId: text(b.enterprise_id) ?? text(obj(b.enterprise).id) ?? text(b.user_enterprise_id),
    extShared: ext === true || ext === 'true',
    appInstalledTeamId: text(obj(b.view).app_installed_team_id),
  };
}
