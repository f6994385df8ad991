// The bot scopes a workspace grants at install (OAuth mode); manifest.yml lists the same ones with
// the reason for each, and test/bot/manifest.test.ts fails when the two disagree.
export const BOT_SCOPES = [
  'commands',
  'chat:write',
  'im:write',
  'users:read',
  'files:write',
  'usergroups:read',
  'channels:read',
  'groups:read',
  'channels:history',
  'groups:history',
  'app_mentions:read',
  'im:history',
  'assistant:write',
] as const;
