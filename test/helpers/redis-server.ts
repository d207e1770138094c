// A real redis-server (Debian's package; scripts/ensure-test-tools.mjs installs it) on a free
// loopback port, for tests of the shared rate-limit store. It can be stopped and started again on
// the same port, or suspended (SIGSTOP: it keeps its connections but answers nothing, as a paused,
// swapping or partitioned store does) and woken. Every one started here is killed when the test
// process exits, suspended or not.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { HANG_LIMIT_MS } from './hang-limit.js';
import { PortTakenError, startOnFreePort } from './ports.js';
import { sleep, waitUntil } from './wait.js';

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL'); // SIGKILL ends a stopped process too
});

export class RedisServer {
  private child?: ChildProcess;

  private constructor(readonly port: number) {}

  /** On a free port; on another one when the port was taken before redis-server bound it. */
  static start(): Promise<RedisServer> {
    return startOnFreePort(async (port) => {
      const server = new RedisServer(port);
      await server.spawn();
      return server;
    });
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts redis-server again on the same port, with nothing saved to disk. When something took
   *  the port while it was stopped (an outgoing connection's ephemeral port, most likely), tries
   *  again until it is free. */
  async resume(): Promise<void> {
    const deadline = Date.now() + HANG_LIMIT_MS;
    for (;;) {
      try {
        return await this.spawn();
      } catch (error) {
        if (!(error instanceof PortTakenError) || Date.now() > deadline) throw error;
        await sleep(50);
      }
    }
  }

  /** Resolves once it accepts connections; throws PortTakenError when its port is in use. */
  private async spawn(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    running.add(child);
    child.once('exit', () => running.delete(child));
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const exited = () => child.exitCode !== null || child.signalCode !== null;
    await waitUntil(
      () => output.includes('Ready to accept connections') || exited(),
      'redis-server starts',
      undefined,
      20,
    );
    if (!exited()) return;
    if (/Address already in use/.test(output)) throw new PortTakenError(`port ${this.port} is taken`);
    throw new Error(`redis-server did not start: ${output}`);
  }

  /** SIGSTOP: the process stays, its connections stay open, and nothing is answered. Resolves once
   *  the process is stopped (state T), so nothing sent after it is answered. */
  async suspend(): Promise<void> {
    const child = this.child;
    if (!child?.pid) throw new Error('redis-server is not running');
    child.kill('SIGSTOP');
    const stopped = async () => /^\d+ \(.*\) T/.test(await readFile(`/proc/${child.pid}/stat`, 'utf8'));
    await waitUntil(stopped, 'redis-server stopped by SIGSTOP');
  }

  /** SIGCONT: it answers again, what it was sent meanwhile included. */
  wake(): void {
    this.child?.kill('SIGCONT');
  }

  /** Kills it, suspended or not. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
}
