// "Turn it back on" after a digest or an alert was paused in the thread (issue 38's forty-fifth round,
// the seventy-fifth set): "it" is the one just paused, and back on is resuming it — said as "resume
// <its id>", which the reader already reads. Only right after a pause with an id, and only words that
// undo a pause ("turn / switch / put it back on", "unpause it", "resume it", "start it again").
const PAUSED = /^\s*\S+ pause ((?:sub|alr)_[a-z0-9_]+)\b/i;
// (a change of mind said first, "actually", "sorry,", "wait, no,": the same undo — round 50)
const BACK_ON = /^\s*(?:(?:ok(?:ay)?|now|please|pls|and|actually|sorry|wait|no|oh|hmm|oops|scratch that|never ?mind|on second thought)[,.!]? )*(?:let'?s |can you |could you |pls |please )?(?:(?:turn|switch|put) it back on|turn it on again|unpause it|resume it|start it (?:up )?again|re-?enable it)[\s?!.]*(?:(?:please|pls|thanks)[\s?!.]*)?$/i;

/** The words as "resume <id>" when they undo the pause the thread's command made; otherwise as said. */
export function pausedBack(text: string, previous: string | undefined): string {
  const id = previous === undefined ? undefined : PAUSED.exec(previous)?.[1];
  return id !== undefined && BACK_ON.test(text) ? `resume ${id}` : text;
}
