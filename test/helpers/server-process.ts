// The service as a process of its own, as `npm start` runs it (dist/server/main.js, compiled once
// per run: test/helpers/compiled-service.ts): for tests of signals, of limits the operating system sets, and of several instances. Every
// process started here is killed when the test process exits, whatever happened.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { itemAt } from '../../core/common/checked.js';
import { SERVER_MAIN } from './compiled-service.js';
import { HANG_LIMIT_MS } from './hang-limit.js';
import { sleep, waitUntil } from './wait.js';

const MAIN = [SERVER_MAIN];

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface ServerProcess {
  child: ChildProcess;
  /** What it wrote to stdout and stderr so far. */
  stdout: string[];
  stderr: string[];
  /** Resolves with the exit code once it has exited (null after a signal it did not handle). */
  exited: Promise<number | null>;
}

export interface SpawnOptions {
  /** Runs it under this open-files limit (soft and hard), as `ulimit -n` does. */
  openFiles?: number;
  /** Another copy of the compiled server/main.ts (a deployment's tree) in place of dist/'s. */
  main?: string;
}

/** Starts the compiled server/main.ts with these settings on top of the test process's environment. */
export function spawnServer(env: Record<string, string>, options: SpawnOptions = {}): ServerProcess {
  const fullEnv = { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env };
  const main = options.main === undefined ? MAIN : [options.main];
  const child =
    options.openFiles === undefined
      ? spawn(process.execPath, main, { env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn('bash', ['-c', `ulimit -n ${options.openFiles} && exec "$0" "$@"`, process.execPath, ...main], {
          env: fullEnv,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
  running.add(child);
  const stdout: string[] = [];
  const stderr: string[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => stdout.push(chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
  const exited = once(child, 'exit').then(([code]) => {
    running.delete(child);
    return code as number | null;
  });
  return { child, stdout, stderr, exited };
}

/** The address it listens at, once its log says so. */
export async function listeningUrl(server: ServerProcess): Promise<string> {
  const url = () => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.stdout.join(''));
  await waitUntil(() => url() !== null || server.child.exitCode !== null, 'the server listens', undefined, 20);
  const match = url();
  if (match === null) {
    throw new Error(`exited early (${server.child.exitCode}): ${server.stderr.join('').slice(-2_000)}`);
  }
  return itemAt(match, 1);
}

/** Starts it and resolves once it listens, with its address. With PORT 0 (the default) it binds a
 *  port nobody holds. With a fixed PORT (an instance started again on the port a proxy knows it
 *  by), something may hold that port for a moment (an outgoing connection's ephemeral port): it is
 *  started again until it binds (docs/operations.md#tests-on-a-busy-machine). */
export async function startListening(env: Record<string, string>): Promise<{ server: ServerProcess; url: string }> {
  const deadline = Date.now() + HANG_LIMIT_MS;
  for (;;) {
    const server = spawnServer(env);
    try {
      return { server, url: await listeningUrl(server) };
    } catch (error) {
      if (!server.stderr.join('').includes('EADDRINUSE') || Date.now() > deadline) throw error;
      await server.exited;
      await sleep(50);
    }
  }
}

/** Stops it for good, without the graceful part. */
export async function killServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}
