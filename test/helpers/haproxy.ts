// A real HAProxy (Debian's package; scripts/ensure-test-tools.mjs installs it) running the example
// configuration deploy/haproxy.cfg, with its addresses from the environment, in the foreground on
// loopback. It listens on a port the test holds from the first moment and hands over as a socket
// (`bind fd@3`), so no other test can take the port before it binds (test/helpers/ports.ts). Its
// request log (one line per request, on stdout) tells which instance answered and how
// often a request was retried.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { HeldPort } from './ports.js';
import { waitUntil } from './wait.js';

export const HAPROXY_CONFIG = fileURLToPath(new URL('../../deploy/haproxy.cfg', import.meta.url));

/** One request as HAProxy logged it. */
export interface ProxyLogLine {
  server: string;
  status: number;
  /** Times it was sent again after a failure (to another instance when redispatched). */
  retries: number;
  request: string;
}

// client [date] frontend backend/server Tq/Tw/Tc/Tr/Ta status bytes - - flags ac/fc/bc/sc/rc sq/bq "request"
const LOG_LINE = new RegExp(
  '^\\S+ \\[[^\\]]+\\] \\S+ \\S+/(\\S+) \\S+ (-?\\d+) \\S+ \\S+ \\S+ \\S+ ' +
    '\\d+/\\d+/\\d+/\\d+/\\+?(\\d+) \\d+/\\d+ "([^"]*)"',
);

// Debian installs it in /usr/sbin, which a user's PATH often lacks (as ensure-test-tools.mjs knows).
const PATH = [process.env.PATH, '/usr/local/sbin', '/usr/sbin', '/sbin'].join(':');

/** The installed HAProxy's version, as [major, minor]. */
export function haproxyVersion(): [number, number] {
  const output = spawnSync('haproxy', ['-v'], { env: { ...process.env, PATH }, encoding: 'utf8' }).stdout;
  const match = /version (\d+)\.(\d+)/i.exec(output);
  if (!match) throw new Error(`haproxy -v said: ${output}`);
  return [Number(match[1]), Number(match[2])];
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export class HaProxy {
  private readonly output: string[] = [];

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => this.output.push(chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => this.output.push(chunk));
  }

  /** Starts it listening on the held port, which it takes over (the test's copy is released),
   *  with `env` (APP1, APP2, CHECK_INTERVAL...); resolves once it accepts. */
  static async start(held: HeldPort, env: Record<string, string>): Promise<HaProxy> {
    const { port } = held;
    const child = spawn('haproxy', ['-db', '-f', HAPROXY_CONFIG], {
      env: { ...process.env, PATH, PROXY_BIND: 'fd@3', ...env },
      stdio: ['ignore', 'pipe', 'pipe', held.fd],
    });
    process.once('exit', () => child.kill('SIGKILL'));
    await held.release();
    const proxy = new HaProxy(child, `http://127.0.0.1:${port}`);
    await waitUntil(async () => child.exitCode !== null || (await accepts(port)), 'HAProxy accepts', undefined, 20);
    if (child.exitCode !== null) throw new Error(`haproxy exited ${child.exitCode}: ${proxy.output.join('')}`);
    return proxy;
  }

  /** Every request logged so far. */
  requests(): ProxyLogLine[] {
    return this.output
      .join('')
      .split('\n')
      .flatMap((line) => {
        const match = LOG_LINE.exec(line);
        if (!match) return [];
        const [, server = '', status = '0', retries = '0', request = ''] = match;
        return [{ server, status: Number(status), retries: Number(retries), request }];
      });
  }

  /** Everything it wrote, for a failing test's message. */
  log(): string {
    return this.output.join('');
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGKILL');
    await once(this.child, 'exit');
  }
}
