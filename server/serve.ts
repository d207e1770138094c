// The HTTP service as a process: reads the settings from the environment, listens, and stops on
// SIGTERM or SIGINT once in-flight requests are answered (docs/operations.md#shutdown). `npm start`
// runs it through main.ts, the command line through `serve` (server/cli/).
import { buildApp } from './app.js';
import { ConfigError, parseConfig } from './config.js';
import { createNodeEngine } from './engine/load-node.js';

export async function serve(env: NodeJS.ProcessEnv): Promise<void> {
  let config;
  try {
    config = parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Invalid setting: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const engine = await createNodeEngine();
  const app = await buildApp(config, { engine });
  await app.listen({ port: config.port, host: config.host });

  // SIGTERM and SIGINT: stop accepting, let in-flight requests finish, then exit.
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
