// The baseline of bench/bot.ts: a bare Bolt app with the same HTTPReceiver and WebClient
// settings as the bot, whose /adops listener only acks. Started by bench/bot.ts as a child.
// Env: SLACK_BOT_TOKEN, SLACK_SIGNING_SECRET, SLACK_API_URL, PORT.
import { App, HTTPReceiver, LogLevel } from '@slack/bolt';

const receiver = new HTTPReceiver({
  signingSecret: process.env.SLACK_SIGNING_SECRET!,
  customRoutes: [{ path: '/healthz', method: ['GET'], handler: (_req, res) => res.end('{"ok":true}') }],
  processBeforeResponse: false,
});
const app = new App({
  token: process.env.SLACK_BOT_TOKEN,
  receiver,
  logLevel: LogLevel.WARN,
  clientOptions: { slackApiUrl: process.env.SLACK_API_URL },
});
app.command('/adops', async ({ ack }) => {
  await ack();
});
await app.start({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.stop().then(() => process.exit(0)));
