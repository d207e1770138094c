// The HTTP service as a process: reads the settings from the environment, listens, and stops on
// SIGTERM or SIGINT once in-flight requests are answered (docs/operations.md#shutdown). `npm start`
// runs it through main.ts, the command line through `serve` (cli/).
import { setTimeout as sleep } from 'node:timers/promises';
import { type Config, ConfigError, parseConfig } from './settings/config.js';

export async function serve(env: NodeJS.ProcessEnv): Promise<void> {
  let config: Config;
  try {
    config = parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Invalid setting: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // The service's modules load only once the settings are good: a bad one is reported at once.
  const [{ createNodeEngine }, { buildApp }] = await Promise.all([
    import('../package/load-node.js'),
    import('./app.js'),
  ]);
  const engine = await createNodeEngine();
  const app = await buildApp(config, { engine });

  // SIGTERM (what orchestrators send): drain for SHUTDOWN_DELAY_MS, not ready but still serving, so
  // that load balancers stop sending before the listener closes; then close: requests in flight
  // finish, and the process exits (docs/operations.md#shutdown). SIGINT (Ctrl-C) closes at once. A
  // second signal ends the drain at once. The handlers are in place before the listener opens: the
  // "listening" line tells supervisors (and tests) that signals are handled from then on, and a
  // signal arriving while the listener opens waits for it before draining.
  let listening: Promise<unknown> = Promise.resolve();
  const endDrain = new AbortController();
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return endDrain.abort();
    stopping = true;
    await listening.catch(() => undefined);
    const drainMs = signal === 'SIGTERM' ? config.shutdownDelayMs : 0;
    app.log.info({ signal, drainMs }, 'shutting down');
    app.drain();
    await sleep(drainMs, undefined, { signal: endDrain.signal }).catch(() => undefined);
    await app.close();
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
  listening = app.listen({ port: config.port, host: config.host });
  await listening;
}
