// Clients that send a request and reset the connection (RST) before the server has accepted it,
// as a hostile review did (docs/operations.md#connections-reset-before-they-are-accepted). An
// in-process server accepts nothing while this process is blocked, so the requests are sent and
// reset by a child process while this one waits for it synchronously: every connection is in the
// kernel's accept queue, its bytes received and its reset too, before the server sees it. No
// timing is involved.
import { execFileSync } from 'node:child_process';

export interface ResetRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** The child: connects once per request from `localAddress`, writes the request, and once the
 *  bytes are with the kernel resets the connection; exits when every one is reset. */
const CHILD = `
const net = require('node:net');
const [port, localAddress, requests] = [Number(process.argv[1]), process.argv[2], JSON.parse(process.argv[3])];
let left = requests.length;
for (const text of requests) {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress }, () => {
    socket.write(text, () => socket.resetAndDestroy());
  });
  socket.on('error', () => {});
  socket.on('close', () => { if (--left === 0) process.exit(0); });
}
`;

function requestText(serverUrl: string, request: ResetRequest): string {
  const host = new URL(serverUrl).host;
  const headers: Record<string, string> = { host, ...request.headers };
  if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
  const lines = [
    `${request.method} ${request.path} HTTP/1.1`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${request.body ?? ''}`;
}

/** Sends every request on a connection of its own from `localAddress` and resets it, all before
 *  the server in this process can accept any of them. */
export function sendAndResetBeforeAccept(serverUrl: string, localAddress: string, requests: ResetRequest[]): void {
  const texts = requests.map((request) => requestText(serverUrl, request));
  execFileSync(process.execPath, ['-e', CHILD, new URL(serverUrl).port, localAddress, JSON.stringify(texts)], {
    stdio: 'inherit',
  });
}
