// The shape a signed Slack request must have before Bolt sees it. A correct signature says who
// sent the bytes, not that they hold what Bolt assumes: `payload=null` or a JSON `null` once
// crashed the process inside Bolt's receiver, an unknown payload type went unacked (Slack shows
// the person an error), and a view_submission without a view answered 500. Pure: body in, verdict out.

export type ShapeVerdict =
  | { forward: true; body: Record<string, unknown> }
  /** 400: malformed. 200: a type we have nothing to do with — acked so Slack shows no error. */
  | { forward: false; status: 400 | 200; reason: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string' && v !== '';
const hasUser = (b: Record<string, unknown>) => isObject(b.user) && isString(b.user.id);

/** Payload types the bot's listeners handle, with what each must carry for Bolt and our listeners. */
const REQUIRED: Record<string, (b: Record<string, unknown>) => string | undefined> = {
  event_callback: (b) => (isObject(b.event) && isString(b.event.type) ? undefined : 'an event callback without an event'),
  block_actions: (b) =>
    Array.isArray(b.actions) && b.actions.length > 0 && b.actions.every(isObject) && hasUser(b) ? undefined : 'block actions without actions or user',
  view_submission: (b) => (isObject(b.view) && isString(b.view.id) && hasUser(b) ? undefined : 'a view submission without a view or user'),
  view_closed: (b) => (isObject(b.view) && isString(b.view.id) && hasUser(b) ? undefined : 'a view closing without a view or user'),
  shortcut: (b) => (isString(b.callback_id) && hasUser(b) ? undefined : 'a shortcut without a callback id or user'),
  message_action: (b) => (isString(b.callback_id) && hasUser(b) ? undefined : 'a message action without a callback id or user'),
  block_suggestion: (b) => (isString(b.action_id) && hasUser(b) ? undefined : 'an options request without an action id or user'),
};

export function checkRequestShape(body: unknown): ShapeVerdict {
  if (!isObject(body)) return { forward: false, status: 400, reason: `the body is ${body === null ? 'null' : Array.isArray(body) ? 'a list' : typeof body}, not an object` };
  if ('command' in body) {
    const ok = isString(body.command) && body.command.startsWith('/') && isString(body.user_id) && (body.text === undefined || typeof body.text === 'string');
    return ok ? { forward: true, body } : { forward: false, status: 400, reason: 'a slash command without its command, user or text' };
  }
  const type = body.type;
  const check = typeof type === 'string' ? REQUIRED[type] : undefined;
  if (!check) return { forward: false, status: 200, reason: `a payload of type ${JSON.stringify(type ?? null).slice(0, 40)} the bot does not handle` };
  const problem = check(body);
  return problem ? { forward: false, status: 400, reason: problem } : { forward: true, body };
}
