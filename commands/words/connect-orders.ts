// Connections ordered in words (issue 38's fourteenth round): "unbind C0AGENCY1" (the action typed
// without its subcommand), "bind C0AGENCY1 to globex", "connect our own reporting account" (the form
// that adds one). As with access (./access-orders.ts), the whole message must be the order, so that a
// question about which account is connected ("which account is this bot connected to") stays whoami.
import { connectCommand } from '../connect/index.js';

const CHANNEL = String.raw`(?:<#(C[A-Z0-9]{4,})(?:\|[^>]*)?>|(?:channel |#)?(C[A-Z0-9]{4,}))`;
const NAME = '([A-Za-z0-9_-]{1,40})';
/** Words before "account" that say which one by what it is, not by its name: never taken as the connection's name. */
const NOT_A_NAME = String.raw`(?:my|our|this|that|the|your|an?|old|older|new|newer|other|another|second|first|last|previous|former|current|existing|wrong|unused|extra|duplicate|spare|default|main|primary|secondary|test|testing|demo|personal|shared|ios|android|bidder_[a-z0-9_]*|banner|interstitial|rewarded|native|network|ad|ads|reporting|api)`;
const END = String.raw`\s*(?:please|pls|plz|thanks|thx)?\s*[.!?]*\s*$`;
const LEAD = String.raw`^\s*(?:(?:please|pls|kindly|can you|could you|would you|i want to|i'd like to|i would like to|help me|let's|lets)\s+)*`;
/** ("connect this workspace to our reporting account", "… to Slack": where the account is connected, which is always here) */
const HERE_TO = String.raw`(?: (?:this|the|our) (?:workspace|slack)| slack| the bot| this bot)?`;
const TO_SLACK = String.raw` (?:to|with|in) (?:slack|this workspace|the workspace|our workspace|here)`;
const TO_HERE = `(?:${TO_SLACK})?`;

/** The connect command a whole message orders, or undefined. */
export function connectOrder(text: string): string | undefined {
  const unbind = text.match(new RegExp(`${LEAD}(?:unbind|unlink|detach|disconnect) ${CHANNEL}${END}`, 'i'));
  if (unbind) return `${connectCommand.name} unbind ${unbind[1] ?? unbind[2]}`;
  const bind = text.match(new RegExp(`${LEAD}(?:bind|link|attach) ${CHANNEL} (?:to|with) (?:the |our )?(?:connection |account )?${NAME}(?: account| connection)?${END}`, 'i'));
  if (bind) return `${connectCommand.name} bind ${bind[1] ?? bind[2]} ${bind[3]}`;
  // ("remove the acme-eu account", "disconnect the globex connection": a connected account removed by its name, said as one — round 50;
  // "remove my account", "delete this connection" name none, left as words)
  // (a word that describes an account rather than names it, "the old account", "the test account", "the android account", is
  // asked back — round 50's review)
  const removed = text.match(new RegExp(`${LEAD}(?:remove|delete|disconnect|drop) (?:the |our )?(?:(?:account|connection) (?!${NOT_A_NAME}(?![A-Za-z0-9_-]))${NAME}|(?!${NOT_A_NAME}(?![A-Za-z0-9_-]))${NAME} (?:account|connection))${END}`, 'i'));
  if (removed) return `${connectCommand.name} remove ${removed[1] ?? removed[2]}`;
  // ("how do I connect our own reporting account to Slack": the workspace's own account connected here, which the form
  // does — without "to Slack" a how-to, asked as before; "how do I connect a second account" is help's, as the oncall set labels it)
  if (new RegExp(String.raw`^\s*how (?:do|can|would|should) (?:i|we) (?:connect|link|hook up|add)${HERE_TO}(?: (?:to|with))? (?:our|my) own(?: reporting| ad ?ops| adops| ads?| network)? account${TO_SLACK}${END}`, 'i').test(text)) return connectCommand.name;
  // ("connect our own reporting account", "add a new connection": the form that adds one)
  if (new RegExp(`${LEAD}(?:connect|link|hook up|set up|add)${HERE_TO}(?: (?:to|with))? (?:our|my|a|an|the|another)(?: own| new| other| second)?(?: reporting| ad ?ops| adops| ads?| api| network)? (?:account|connection|api key|key)${TO_HERE}${END}`, 'i').test(text)) return connectCommand.name;
  // ("is the workspace's own reporting account connected?", "have we connected our own account yet":
  // whether the connect form's account is there — the connection's page, not the key that answers here)
  if (new RegExp(String.raw`^\s*(?:hi|hey|hello|quick q(?:uestion)?)?[,!]?\s*(?:is|are|has|have|did|do)\b[^?.!]{0,40}\bown(?: reporting| ad ?ops| adops| ads?| api| network)? (?:account|connection|key)\b[^?.!]{0,25}\b(?:con+ected|linked|hooked up|set up|added|in place)\b(?: yet)?\s*[?.!]*\s*(?:show me|pls|please|thanks|thx)?${END}`, 'i').test(text)) return `${connectCommand.name} show`;
  // ("which accounts is this workspace connected to", "show connected accounts": the connections listed, which
  // connect show gives — an account in the plural, or a list, never the one key answering here: "which account am I
  // connected to" stays whoami; issue 38's thirtieth round)
  // ("conected", its doubled n slipped, is the same word here and above: issue 38's forty-fourth round; "what accounts/channels are
  // connected", the channels bound to them named beside: round 50)
  if (new RegExp(String.raw`${LEAD}(?:(?:show|list|see|view|get|give)(?: me| us)? )?(?:(?:all|every)(?: of)? )?(?:(?:the|our|this workspace'?s|the workspace'?s) )?(?:con+ec?ted|linked|bound) (?:ac+ounts|accts|connections)${TO_HERE}${END}`, 'i').test(text)) return `${connectCommand.name} show`;
  if (new RegExp(String.raw`^\s*(?:hi|hey|hello|quick q(?:uestion)?)?[,!]?\s*(?:which|what) (?:ac+ounts|accts|connections) (?:is|are|does|do|has|have) (?:this|the|our) (?:workspace|slack|team|bot)(?: got| have| has)? (?:con+ected|linked|hooked up|bound)(?: to| with)?${END}|^\s*(?:which|what|how many) (?:ac+ounts|accts|connections)(?:(?:\/| and | ?& ?)(?:channels|ac+ounts))? (?:are|have been) (?:con+ected|linked|bound)(?: to| with)?(?: (?:this|the|our) (?:workspace|slack|team|bot)| here)?${END}|^\s*(?:which|what) (?:ac+ounts|accts|connections) (?:are|is) (?:we|this workspace|the workspace) (?:con+ected|linked|hooked up) (?:to|with)${END}`, 'i').test(text)) return `${connectCommand.name} show`;
  return undefined;
}
