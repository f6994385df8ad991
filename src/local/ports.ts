// A free loopback port, for a child process that must be told its PORT before it starts (the
// bench's bot, the tests' `npm start`). Servers of our own take port 0 and report what they got.
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
