// The MCP transport of `mcp` (docs/api.md#over-stdio): one JSON-RPC message a line on standard input
// and output, as the SDK's StdioServerTransport, except that every line it cannot take is answered.
// The SDK's drops such a line with a log entry, so a client waiting on its id waited for ever: here
// a line that is not JSON gets -32700 (id null), a batch gets -32600 for each of its requests (MCP
// 2025-06-18 has no batches), and JSON that is no message gets -32600 with its id when one can be
// read (server/mcp/jsonrpc-errors.ts, shared with /mcp). Blank lines are skipped. More than
// `maxBufferBytes` without a line end closes the transport (mcp-command.ts then exits 1).
import type { Readable, Writable } from 'node:stream';
import type { JSONRPCMessage, RequestId, Transport } from '@modelcontextprotocol/server';
import { batchIds, parseError, type Refusal, readMessage } from '../server/mcp/jsonrpc-errors.js';

const LINE_END = 0x0a;

export class StdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  /** Settles when the transport has closed (the end of input, an overflow, or the server's close). */
  readonly closed: Promise<void>;
  private markClosed: () => void = () => {};
  /** Bytes received after the last line end. */
  private pending: Buffer = Buffer.alloc(0);

  constructor(
    private readonly input: Readable,
    private readonly output: Writable,
    private readonly maxBufferBytes: number,
  ) {
    this.closed = new Promise((resolve) => {
      this.markClosed = resolve;
    });
  }

  private readonly onData = (chunk: Buffer): void => {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    let start = 0;
    for (let end = this.pending.indexOf(LINE_END); end !== -1; end = this.pending.indexOf(LINE_END, start)) {
      if (end - start > this.maxBufferBytes) {
        this.overflow();
        return;
      }
      this.take(this.pending.toString('utf8', start, end).replace(/\r$/, ''));
      start = end + 1;
    }
    this.pending = this.pending.subarray(start);
    if (this.pending.length > this.maxBufferBytes) this.overflow();
  };

  /** A line longer than the buffer, ended or not: the client is cut off. */
  private overflow(): void {
    this.onerror?.(new Error(`more than ${this.maxBufferBytes} bytes without a line end; closing`));
    void this.close();
  }

  private readonly onInputError = (error: Error): void => {
    this.onerror?.(error);
  };

  async start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('error', this.onInputError);
  }

  /** One line: handed on as a message, or answered with the error that says why not. */
  private take(line: string): void {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      this.refuse(parseError((error as Error).message));
      return;
    }
    const read = readMessage(value);
    if (read.ok) {
      this.onmessage?.(read.message);
      return;
    }
    // Each request of a batch is answered with its own id, since its client waits on that id.
    const ids: (RequestId | null)[] = Array.isArray(value) ? batchIds(value) : [];
    for (const id of ids.length > 0 ? ids : [read.refusal.id]) this.refuse({ ...read.refusal, id });
  }

  /** Answers a refused line, and says so on standard error, where desktop clients keep servers' logs. */
  private refuse(refusal: Refusal): void {
    this.onerror?.(new Error(refusal.message));
    // id null is JSON-RPC's for an id that cannot be read; the SDK's types have no null id.
    void this.write({ jsonrpc: '2.0', id: refusal.id, error: { code: refusal.code, message: refusal.message } });
  }

  send(message: JSONRPCMessage): Promise<void> {
    return this.write(message);
  }

  private write(message: object): Promise<void> {
    return new Promise((resolve) => {
      if (this.output.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.output.once('drain', resolve);
    });
  }

  async close(): Promise<void> {
    this.input.off('data', this.onData);
    this.input.off('error', this.onInputError);
    this.input.pause();
    this.pending = Buffer.alloc(0);
    this.onclose?.();
    this.markClosed();
  }
}
