// For a command's `need` (commands/types.ts): the channels whose membership is checked.

/** A DM (D…) only comes from `here` in the user's own conversation: nothing to check. */
export function channelsToCheck(channel: string | undefined): string[] {
  return channel && !channel.startsWith('D') ? [channel] : [];
}
