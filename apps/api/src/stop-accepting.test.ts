import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stopAccepting } from './stop-accepting';

// A client in another process connects and sends a request while this process's event loop is busy, so the
// connection waits in the listener's backlog; then the listener stops. A plain close() resets that connection
// after the request was sent (ECONNRESET: behind a proxy, a 502 it cannot retry for a POST).

const CLIENT = `
const net = require('node:net');
const fs = require('node:fs');
const [port, flag] = process.argv.slice(1);
const socket = net.connect(Number(port), '127.0.0.1', () => {
  socket.write('POST /orders HTTP/1.1\\r\\nHost: localhost\\r\\nContent-Length: 2\\r\\n\\r\\n{}', () => fs.writeFileSync(flag, ''));
});
let answer = '';
socket.on('data', (chunk) => { answer += chunk; });
socket.on('end', () => { process.stdout.write(answer.split('\\r\\n')[0]); });
socket.on('error', (error) => { process.stdout.write(error.code); });
`;

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** What the client read: its status line, or the error its socket got. */
async function requestWhileBusy(stop: (server: http.Server) => Promise<void>): Promise<string> {
  dir = mkdtempSync(join(tmpdir(), 'tote-stop-accepting-'));
  const flag = join(dir, 'sent');
  const server = http.createServer((_request, response) => {
    response.setHeader('connection', 'close');
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = spawn(process.execPath, ['-e', CLIENT, String(port), flag], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  client.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => client.once('exit', () => resolve()));
  // Busy until the client has sent its request: nothing is accepted meanwhile.
  const giveUpAt = Date.now() + 30_000;
  while (!existsSync(flag) && Date.now() < giveUpAt) {}
  expect(existsSync(flag)).toBe(true);
  await stop(server);
  await exited;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return output;
}

describe('stopAccepting', () => {
  it('serves a request that was waiting in the backlog, then stops listening', async () => {
    let stoppedListening = false;
    const answer = await requestWhileBusy(async (server) => {
      await stopAccepting([server]);
      stoppedListening = !server.listening;
    });
    expect(answer).toBe('HTTP/1.1 200 OK');
    expect(stoppedListening).toBe(true);
  });

  it('is needed: closing at once resets that request', async () => {
    const answer = await requestWhileBusy(async (server) => {
      server.close();
    });
    expect(answer).toBe('ECONNRESET');
  });
});
