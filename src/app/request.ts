// Read once: a request entering the app becomes one typed value, made here and passed down the
// chain (./pipeline.ts) — who asks (user, workspace, the payload's edge facts, the trigger), where
// (the channel, where the answer goes), which account it reads (`account=`, else the channel's
// binding: ./tenants/asked-account.ts), what it asks (the text dispatched and parsed once:
// commands/dispatch.ts; a button's command text; a form's checked request; Share's stored answer),
// what it needs of the access check (the command's declared `need`) and whether it changes
// something (judged by that need). Nothing downstream parses or decides any of it again.
// `readRequest` makes it for every slash command and button click, before the replay guard; a
// form's submission (./listeners/views.ts) and a question in plain words (./words/door.ts) make
// it with `requestOf` once they know what runs.
import type { AnyMiddlewareArgs, Middleware } from '@slack/bolt';
import { dispatch } from '../../commands/dispatch.js';
import type { AnswerBy, Need, RegisteredCommand } from '../../commands/types.js';
import type { BotMessage } from '../../views/types.js';
import { HOME_ACTION } from '../../views/app-home.js';
import { SHARE_ACTION_ID, SHARED_ANSWER_PREFIX } from '../../views/share.js';
import type { Respond } from '../outbox/response-url.js';
import { requestKey } from '../store/index.js';
import { edgeFactsOf, type EdgeFacts } from './access/edge.js';
import type { AppDeps } from './deps.js';
import { askedAccount, type AskedAccount } from './tenants/asked-account.js';
import type { ThreadPlace } from './words/thread-answer.js';

export type { Need } from '../../commands/types.js';

/** Who asked, and from where. */
export interface Asker {
  userId: string;
  teamId: string;
  channelId?: string;
  /** The trigger of the click or command: a form can only open with it (for 3 s). */
  triggerId?: string;
  /** What the payload says of the user's team, org and the channel's sharing (the access check). */
  edge?: EdgeFacts;
}

/** What to run: the text after /adops, or a request a form has already checked. */
export type Work = { text: string } | { command: RegisteredCommand; request: unknown; text?: string };

/** Where the answer goes. */
export type Delivery =
  | { to: 'response_url'; respond: Respond; visibility: 'ephemeral' | 'in_channel'; sharedBy?: string }
  /** The user's DM; `problemsOnly`: where the answer shows elsewhere (App Home, an export card). */
  | { to: 'dm'; problemsOnly?: boolean }
  /** The thread of a question asked in plain words (./words/thread-answer.ts). */
  | { to: 'thread'; place: ThreadPlace };

/** A click's or a form's answer as its command declares it (commands/types.ts `AnswerBy`): by DM, or there only when it is a problem. */
export function dmDelivery(answer: AnswerBy): Delivery {
  return answer === 'dm' ? { to: 'dm' } : { to: 'dm', problemsOnly: true };
}

/** What a request asks: a command to run, a reply that runs nothing (help, a usage message), or Share. */
export type Asked =
  | { kind: 'run'; command: RegisteredCommand; request: unknown; text?: string }
  | { kind: 'reply'; message: BotMessage }
  | { kind: 'share'; answerId: string };

/** The parts a request is made of, as its listener (or Bolt's body) gives them. */
export interface RequestParts {
  asker: Asker;
  work: Work | { share: string };
  delivery: Delivery;
  /** Extra log fields (the action or form it came from). */
  log?: Record<string, unknown>;
  /** When Slack's request was taken (ms since the epoch; ./inbox.ts `receivedAtOf`); unset: now. */
  arrivedAt?: number;
  /** Told "working on it" while it waited in the inbox (./inbox.ts `notedOf`). */
  noted?: boolean;
  /** The replay key of the inbox row it came from (the answer's last write removes it). */
  inboxKey?: string;
}

/** THE request value: made once (`requestOf`), read by every step of the chain. */
export interface AdopsRequest extends Omit<RequestParts, 'work'> {
  asked: Asked;
  /** The subcommand, as counted and logged (`usage` for a reply, `share` for Share). */
  sub: string;
  account: AskedAccount;
  need: Need;
  /** It changes something: the replay guard fails closed on it, a slow answer never gives up on it. */
  changesState: boolean;
}

/** Text answered with help or a usage message: nothing runs, only who is asking is checked. */
const ANSWER_ONLY: Need = { memberOf: [], audit: { action: 'command', subject: 'usage', detail: {} } };

/** Share posts an answer already shown: whoever may read reports may share their own. */
const SHARE_NEED: Need = { capability: 'read', memberOf: [], audit: { action: 'command', subject: 'share', detail: {} } };

/** `command` undefined: the text was answered with help or a usage message (no API call). */
export function needOf(command: RegisteredCommand | undefined, request: unknown, channelId: string | undefined): Need {
  return command ? command.need(request, channelId) : ANSWER_ONLY;
}

/**
 * Reads only: no capability beyond `read`, and audited as a plain command. Anything else (manage,
 * export, admin; or an entry of its own such as `alerts ack`'s) counts as a change — a read that is
 * misjudged as a change is merely refused while the store is slow, never run twice.
 */
export function needChangesState(need: Need): boolean {
  return need.audit.action !== 'command' || (need.capability !== undefined && need.capability !== 'read');
}

/** Makes the request value: the text dispatched and parsed, the account chosen, the need decided — once. */
export function requestOf(deps: AppDeps, parts: RequestParts): AdopsRequest {
  const { work, ...rest } = parts;
  const routed = 'share' in work ? undefined : 'command' in work ? undefined : dispatch(deps.commands, work.text);
  const asked: Asked =
    'share' in work ? { kind: 'share', answerId: work.share }
    : 'command' in work ? { kind: 'run', command: work.command, request: work.request, text: work.text }
    : routed!.kind === 'run' ? { kind: 'run', command: routed!.command, request: routed!.request, text: routed!.text }
    : routed!;
  const need = asked.kind === 'share' ? SHARE_NEED : needOf(asked.kind === 'run' ? asked.command : undefined, asked.kind === 'run' ? asked.request : undefined, parts.asker.channelId);
  const sub = asked.kind === 'run' ? asked.command.name : asked.kind === 'share' ? 'share' : 'usage';
  const account = askedAccount(deps.accounts, parts.asker, routed?.kind === 'run' ? routed.account : undefined);
  // Share posts in the channel: twice would be two posts.
  const changesState = asked.kind === 'share' || (asked.kind === 'run' && needChangesState(need));
  return { ...rest, asked, sub, account, need, changesState };
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v !== null && typeof v === 'object' ? (v as Obj) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The asker of a button click. */
export function clickAsker(body: Obj): Asker {
  const user = obj(body.user);
  const teamId = str(obj(body.team).id) ?? str(user.team_id) ?? '';
  return { userId: str(user.id) ?? '', teamId, channelId: str(obj(body.channel).id) ?? str(obj(body.container).channel_id), triggerId: str(body.trigger_id), edge: edgeFactsOf(body) };
}

/** What the inbox worker says of a request it claimed (./inbox.ts; read by ./listeners/index.ts): nothing for one answered where it arrived. */
export interface InboxFacts {
  /** When Slack's request was taken (ms since the epoch). */
  arrivedAt?: number;
  /** Its asker was told "working on it" while it waited. */
  noted: boolean;
  /** Claimed again after its first answerer died. */
  redelivered: boolean;
}

export type InboxFactsOf = (context: Obj) => InboxFacts;

/** The parts of a slash command or a button click (Share, or a command's declared button); undefined for anything else. */
function partsOf(deps: AppDeps, body: Obj, inbox: InboxFacts): RequestParts | undefined {
  const from = { arrivedAt: inbox.arrivedAt, ...(inbox.arrivedAt === undefined ? {} : { inboxKey: requestKey(body) }) };
  const command = str(body.command);
  if (command !== undefined) {
    const teamId = str(body.team_id) ?? '';
    const asker: Asker = { userId: str(body.user_id) ?? '', teamId, channelId: str(body.channel_id), triggerId: str(body.trigger_id), edge: edgeFactsOf(body) };
    const text = str(body.text) ?? '';
    const delivery: Delivery = { to: 'response_url', respond: deps.outbox.respond(str(body.response_url) ?? '', teamId), visibility: 'ephemeral' };
    return { asker, work: { text }, delivery, log: { chars: text.length }, noted: inbox.noted, ...from };
  }
  if (body.type !== 'block_actions' || obj(body.view).type === 'modal') return undefined;
  const action = obj(Array.isArray(body.actions) ? body.actions[0] : undefined);
  const actionId = str(action.action_id) ?? '';
  const asker = clickAsker(body);
  if (actionId === SHARE_ACTION_ID) {
    const delivery: Delivery = { to: 'response_url', respond: deps.outbox.respond(str(body.response_url) ?? '', asker.teamId), visibility: 'in_channel', sharedBy: asker.userId };
    // A button drawn before answers were kept carries command text: not found, told to run it again.
    return { asker, work: { share: (str(action.value) ?? '').replace(SHARED_ANSWER_PREFIX, '') }, delivery, log: { action: 'share' }, ...from };
  }
  const button = deps.commands.flatMap((c) => c.buttons).find((b) => b.id === actionId);
  if (!button) return undefined;
  return { asker, work: { text: button.commandText(str(action.value) ?? '') }, delivery: dmDelivery(button.answer), log: { action: button.id }, ...from };
}

const REQUEST = 'adopsRequest';

/** The request value a listener's `context` carries (`readRequest`). */
export function requestIn(context: Obj): AdopsRequest | undefined {
  return context[REQUEST] as AdopsRequest | undefined;
}

/** The request value of a slash command or a button click (none for anything else). */
export function readBody(deps: AppDeps, body: Obj, inbox: InboxFacts = { noted: false, redelivered: false }): AdopsRequest | undefined {
  const parts = partsOf(deps, body, inbox);
  return parts && requestOf(deps, parts);
}

/** Second of the chain (Bolt middleware): a slash command or a button click becomes the request value, in the listeners' `context`. */
export function readRequest(deps: AppDeps, inboxFactsOf: InboxFactsOf): Middleware<AnyMiddlewareArgs> {
  return async ({ body, context, next }) => {
    const request = readBody(deps, body as unknown as Obj, inboxFactsOf(context));
    if (request) context[REQUEST] = request;
    await next();
  };
}

/** True when running `body` twice could change something twice; unknown kinds count as changes. */
export function changesState(deps: AppDeps, body: Obj, request = readBody(deps, body)): boolean {
  if (request) return request.changesState;
  // Events: App Home is drawn again, an install or a cached group is forgotten — each harmless twice.
  if (body.type === 'event_callback') return false;
  // A change in an open form only re-renders it (./listeners/views.ts); Refresh only redraws Home.
  if (body.type === 'block_actions') {
    const actionId = str(obj(Array.isArray(body.actions) ? body.actions[0] : undefined).action_id);
    return obj(body.view).type !== 'modal' && actionId !== HOME_ACTION.refresh;
  }
  // Every form saves something (an export request, a digest, the access policy, a connection).
  return true;
}
