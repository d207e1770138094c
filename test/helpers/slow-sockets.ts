// Clients that send slowly, on raw sockets (docs/operations.md#slow-requests): a request head sent
// whole and a body that never follows, or a head that stops half way. Each records what it was
// answered, when it was closed, and is destroyed when the test file's sockets are released.
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface SlowClient {
  socket: Socket;
  /** What the server sent so far. */
  text(): string;
  /** Resolves, with the milliseconds from the first byte sent, once the server has closed it. */
  closed: Promise<number>;
  /** True once it is closed. */
  isClosed(): boolean;
}

const opened = new Set<Socket>();

/** Destroys every socket opened here (afterEach). */
export function releaseSlowClients(): void {
  for (const socket of opened) socket.destroy();
  opened.clear();
}

/** Opens a connection from `from` and sends `bytes` once connected, then nothing more. */
export function slowClient(url: string, from: string, bytes: string): SlowClient {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port), localAddress: from });
  opened.add(socket);
  const chunks: Buffer[] = [];
  let started = performance.now();
  let closed = false;
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => undefined); // a refused or cut connection may be reset
  socket.once('connect', () => {
    started = performance.now();
    socket.write(bytes);
  });
  const closedPromise = new Promise<number>((resolve) =>
    socket.once('close', () => {
      closed = true;
      resolve(performance.now() - started);
    }),
  );
  return { socket, text: () => Buffer.concat(chunks).toString('utf8'), closed: closedPromise, isClosed: () => closed };
}

/** A POST head declaring `length` bytes of JSON body, and the first byte of that body. */
export function headAndOneByte(path: string, length: number): string {
  const head = [`POST ${path} HTTP/1.1`, 'host: x', 'content-type: application/json', `content-length: ${length}`];
  return `${head.join('\r\n')}\r\n\r\n{`;
}

/** The body of the raw HTTP answer in `text` (after the blank line), parsed as JSON. */
export function answerBody(text: string): { status: number; contentType: string; body: unknown } {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  const contentType = /^content-type: *(.*)$/im.exec(head)?.[1]?.trim() ?? '';
  return { status, contentType, body: JSON.parse(body) };
}
