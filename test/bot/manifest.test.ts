// manifest.yml creates the Slack app; it must agree with commands/registry.ts (the usage hint
// lists exactly the registered subcommands) and ask for the scopes the code uses.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { COMMANDS } from '../../commands/registry.js';
import { SLASH_COMMAND } from '../../src/app/pipeline.js';
import { BOT_SCOPES } from '../../src/app/oauth/scopes.js';
import { REDIRECT_PATH } from '../../src/app/oauth/pages.js';
import { STEPS } from '../../commands/steps/index.js';

interface Manifest {
  features: {
    app_home: { home_tab_enabled: boolean; messages_tab_enabled: boolean };
    slash_commands: Array<{ command: string; usage_hint: string; url?: string; should_escape?: boolean }>;
  };
  oauth_config: { scopes: { bot: string[] }; redirect_urls: string[] };
  settings: { interactivity: { is_enabled: boolean }; event_subscriptions: { bot_events: string[] }; socket_mode_enabled: boolean };
}

const raw = readFileSync(new URL('../../manifest.yml', import.meta.url), 'utf8');
const manifest = parse(raw) as Manifest;

describe('manifest.yml', () => {
  it('declares /adops with a usage hint naming exactly the registered subcommands', () => {
    const commands = manifest.features.slash_commands;
    expect(commands.map((c) => c.command)).toEqual([SLASH_COMMAND]);
    const hinted = commands[0]!.usage_hint.split(' · ').map((part) => part.trim().split(/\s+/)[0]);
    expect(new Set(hinted)).toEqual(new Set(COMMANDS.map((c) => c.name)));
    expect(commands[0]!.usage_hint.length).toBeLessThanOrEqual(1000);
  });

  it('asks for the scopes the bot uses, each with a comment saying why', () => {
    const scopes = manifest.oauth_config.scopes.bot;
    for (const needed of ['commands', 'chat:write', 'im:write', 'users:read', 'files:write']) expect(scopes).toContain(needed);
    for (const scope of scopes) expect(raw, scope).toMatch(new RegExp(`^\\s+- ${scope.replace('.', '\\.')}\\s+#\\s*\\S`, 'm'));
  });

  it('gives the OAuth mode the same scopes, its redirect URL and the uninstall events', () => {
    expect([...manifest.oauth_config.scopes.bot].sort()).toEqual([...BOT_SCOPES].sort());
    expect(manifest.oauth_config.redirect_urls.every((u) => new URL(u).pathname === REDIRECT_PATH)).toBe(true);
    for (const event of ['app_uninstalled', 'tokens_revoked']) expect(manifest.settings.event_subscriptions.bot_events).toContain(event);
  });

  it('enables interactivity, App Home and the app_home_opened event', () => {
    expect(manifest.settings.interactivity.is_enabled).toBe(true);
    expect(manifest.features.app_home.home_tab_enabled).toBe(true);
    expect(manifest.features.app_home.messages_tab_enabled).toBe(true);
    expect(manifest.settings.event_subscriptions.bot_events).toContain('app_home_opened');
    expect(typeof manifest.settings.socket_mode_enabled).toBe('boolean');
  });

  it('has Slack escape channels and people picked in /adops, so `channel=#name` arrives as <#C…|name>', () => {
    expect(manifest.features.slash_commands[0]!.should_escape).toBe(true);
  });

  it('lets people write to the app (agent view, mentions) and declares exactly the Workflow Builder steps commands/steps runs', () => {
    const m = parse(raw) as { features: { app_home: { messages_tab_read_only_enabled: boolean }; agent_view?: { agent_description: string; suggested_prompts: unknown[] } }; functions: Record<string, { output_parameters: { properties: Record<string, unknown> } }>; settings: { function_runtime: string; org_deploy_enabled: boolean } };
    expect(m.features.app_home.messages_tab_read_only_enabled).toBe(false);
    expect(m.features.agent_view?.agent_description.length).toBeLessThanOrEqual(300);
    expect(m.features.agent_view?.suggested_prompts.length).toBeLessThanOrEqual(4);
    for (const event of ['app_mention', 'message.im']) expect(manifest.settings.event_subscriptions.bot_events).toContain(event);
    for (const scope of ['app_mentions:read', 'im:history', 'assistant:write']) expect(manifest.oauth_config.scopes.bot).toContain(scope);
    expect(Object.keys(m.functions).sort()).toEqual(STEPS.map((s) => s.callbackId).sort());
    expect(m.settings.function_runtime).toBe('remote');
    expect(m.settings.org_deploy_enabled).toBe(true);
  });
});
