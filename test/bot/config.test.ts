// Start-up configuration: the run mode follows the credentials present, and every problem is
// reported at once in plain words.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

const api = { ADOPS_API_URL: 'https://api.example.com/api/v1', ADOPS_API_KEY: 'key_123' };

function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('loadConfig', () => {
  it('runs locally without Slack credentials, with sandbox defaults', () => {
    const c = loadConfig({});
    expect(c.mode).toBe('local');
    expect(c.adopsApiKey).toBe('sbx_full');
    expect(c.adopsApiUrl).toBeUndefined();
    expect(c.chart).toEqual({ mode: 'slack', quickchartUrl: 'https://quickchart.io' });
  });

  it('chooses HTTP mode with a bot token and signing secret, Socket Mode with an app token', () => {
    const http = loadConfig({ SLACK_BOT_TOKEN: 'xoxb-1', SLACK_SIGNING_SECRET: 's', PORT: '8080', ...api });
    expect([http.mode, http.port, http.host]).toEqual(['http', 8080, '0.0.0.0']);
    const socket = loadConfig({ SLACK_BOT_TOKEN: 'xoxb-1', SLACK_APP_TOKEN: 'xapp-1', ...api });
    expect(socket.mode).toBe('socket');
  });

  it('leaves the words model off unless its URL and model are set, and says when one is missing', () => {
    expect(loadConfig({}).wordsModel).toBeUndefined();
    expect(loadConfig({ WORDS_MODEL_URL: 'https://llm.internal/v1/chat/completions', WORDS_MODEL_NAME: 'small', WORDS_MODEL_KEY: 'sk-1' }).wordsModel).toEqual({ url: 'https://llm.internal/v1/chat/completions', model: 'small', key: 'sk-1' });
    expect(problems({ WORDS_MODEL_URL: 'https://llm.internal/v1/chat/completions' }).join(' ')).toMatch(/WORDS_MODEL_URL and WORDS_MODEL_NAME go together/);
    expect(problems({ WORDS_MODEL_URL: 'ftp://x', WORDS_MODEL_NAME: 'small' }).join(' ')).toMatch(/WORDS_MODEL_URL must be an http\(s\) URL/);
  });

  it('reads chart, log, answer and store settings', () => {
    const c = loadConfig({ CHART_MODE: 'UPLOAD', QUICKCHART_URL: 'http://charts.internal:3400/', LOG_LEVEL: 'debug', DATABASE_URL: 'postgres://u@h/db', DATA_DIR: '/data', ANSWER_CONCURRENCY: '4' });
    expect(c.answerConcurrency).toBe(4);
    expect(loadConfig({}).answerConcurrency).toBe(16);
    expect(c.chart).toEqual({ mode: 'upload', quickchartUrl: 'http://charts.internal:3400' });
    expect([c.logLevel, c.databaseUrl, c.dataDir]).toEqual(['debug', 'postgres://u@h/db', '/data']);
  });

  it('reads the role: all by default; web or worker only against Slack, on a shared PostgreSQL', () => {
    const slack = { SLACK_BOT_TOKEN: 'xoxb-1', SLACK_SIGNING_SECRET: 's', ADOPS_API_URL: 'https://api.example.com/api/v1', ADOPS_API_KEY: 'k' };
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ ...slack, DATABASE_URL: 'postgres://u@h/db', ADOPS_ROLE: 'Worker' }).role).toBe('worker');
    expect(problems({ ...slack, ADOPS_ROLE: 'web' }).join('\n')).toContain('ADOPS_ROLE=web needs DATABASE_URL');
    expect(problems({ ADOPS_ROLE: 'worker' }).join('\n')).toContain('local mode runs every part in one process');
  });

  it('lists every problem with what to do', () => {
    const list = problems({ SLACK_BOT_TOKEN: 'xoxp-user', SLACK_API_URL: 'http://x/api', PORT: 'eighty', CHART_MODE: 'pdf', ANSWER_CONCURRENCY: '0', ADOPS_ROLE: 'front' });
    expect(list.join('\n')).toContain('starting with xoxb-');
    expect(list.join('\n')).toContain('must end in /api/');
    expect(list.join('\n')).toContain('PORT must be a port number');
    expect(list.join('\n')).toContain('CHART_MODE must be slack');
    expect(list.join('\n')).toContain('ANSWER_CONCURRENCY must be');
    expect(list.join('\n')).toContain('ADOPS_ROLE (or --role) must be web');
    expect(list).toHaveLength(6);
  });

  it('says which credential is missing for the mode asked for', () => {
    expect(problems({ SLACK_BOT_TOKEN: 'xoxb-1', ...api })).toEqual([expect.stringContaining('neither SLACK_SIGNING_SECRET')]);
    expect(problems({ SLACK_APP_TOKEN: 'xapp-1', ...api })).toEqual([expect.stringContaining('SLACK_BOT_TOKEN is missing')]);
    expect(problems({ SLACK_BOT_TOKEN: 'xoxb-1', SLACK_SIGNING_SECRET: 's' })).toHaveLength(2);
    expect(problems({ ADOPS_API_URL: 'https://api.example.com/api/v1' })).toEqual([expect.stringContaining('ADOPS_API_KEY must be set too')]);
  });

  it('runs the OAuth mode with client id, secret and state secret: no bot token, no account of its own', () => {
    const oauth = { SLACK_CLIENT_ID: '1.2', SLACK_CLIENT_SECRET: 'cs', SLACK_STATE_SECRET: 'a-state-secret-of-16', SLACK_SIGNING_SECRET: 's', ADOPS_ENCRYPTION_KEY: randomBytes(32).toString('hex') };
    const c = loadConfig({ ...oauth, ADOPS_API_URL: api.ADOPS_API_URL, SLACK_REDIRECT_URI: 'https://bot.example.com/slack/oauth_redirect' });
    expect(c.mode).toBe('http');
    expect(c.slack.botToken).toBeUndefined();
    expect(c.slack.oauth).toEqual({ clientId: '1.2', clientSecret: 'cs', stateSecret: 'a-state-secret-of-16', redirectUri: 'https://bot.example.com/slack/oauth_redirect' });
    expect(c.adopsApiKey).toBe('');
    expect(problems({ ...oauth, SLACK_STATE_SECRET: undefined })).toEqual([expect.stringContaining('together')]);
    expect(problems({ ...oauth, ADOPS_ENCRYPTION_KEY: undefined })).toEqual([expect.stringContaining('needs ADOPS_ENCRYPTION_KEY')]);
    expect(problems({ ...oauth, ADOPS_API_KEY: 'k' })).toEqual([expect.stringContaining('each workspace connects its own')]);
    expect(problems({ ...oauth, SLACK_APP_TOKEN: 'xapp-1' })).toEqual([expect.stringContaining('runs over HTTP')]);
    expect(problems({ ...oauth, SLACK_SIGNING_SECRET: undefined })).toEqual([expect.stringContaining('SLACK_SIGNING_SECRET too')]);
    expect(problems({ ...oauth, SLACK_STATE_SECRET: 'short' })).toEqual([expect.stringContaining('at least 16')]);
  });

  it('reads the extra API origins the operator allows: https origins only, one plain line per bad entry', () => {
    expect(loadConfig({}).apiOrigins).toBeUndefined();
    const c = loadConfig({ ...api, SLACK_BOT_TOKEN: 'xoxb-1', SLACK_SIGNING_SECRET: 's', ADOPS_API_ORIGINS: ' https://Reporting.Example.com:443/ , https://eu.example.com:8443,https://reporting.example.com' });
    expect(c.apiOrigins).toEqual(['https://reporting.example.com', 'https://eu.example.com:8443']);
    const bad = ['http://reporting.example.com', 'https://u:p@reporting.example.com', 'https://reporting.example.com/api/v1', 'reporting.example.com'];
    const said = problems({ ADOPS_API_ORIGINS: bad.join(',') });
    expect(said).toHaveLength(4);
    const named = ['"http://reporting.example.com"', 'entry 2', '"https://reporting.example.com/api/v1"', '"reporting.example.com"'];
    for (const [i, what] of named.entries()) expect(said[i]).toBe(`ADOPS_API_ORIGINS: ${what} must be an https origin with no path, user name or password (for example https://reporting.example.com)`);
    // A password written into the list never reaches the error output.
    expect(said.join('\n')).not.toContain('u:p');
  });

  it('reads where traces go from the standard OpenTelemetry variables: off without an endpoint', () => {
    const slack = { SLACK_BOT_TOKEN: 'xoxb-1', SLACK_SIGNING_SECRET: 's', ...api };
    expect(loadConfig(slack).tracing).toBeUndefined();
    expect(loadConfig({ ...slack, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing).toEqual({ url: 'http://collector:4318/v1/traces', serviceName: 'adops-bot' });
    const both = { ...slack, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example.com/in', OTEL_SERVICE_NAME: 'adops-web' };
    expect(loadConfig(both).tracing).toEqual({ url: 'https://traces.example.com/in', serviceName: 'adops-web' });
    expect(loadConfig({ ...both, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_SDK_DISABLED: 'true' }).tracing).toBeUndefined();
    expect(problems({ ...slack, OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318', OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'grpc' })).toEqual([
      'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL',
      "OTEL_EXPORTER_OTLP_TRACES_PROTOCOL must be http/json (the bot sends traces as OTLP over HTTP with JSON; unset it or point it at a collector's OTLP/HTTP port)",
    ]);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ SLACK_BOT_TOKEN: '', SLACK_SIGNING_SECRET: ' ' }).mode).toBe('local');
  });
});
