// `worker --queue URL [--stall-seconds N]` (docs/operations.md#batches-on-several-machines): takes
// the chunks of `batch --queue` runs and answers them on this machine's engine threads
// (ENGINE_THREADS, one per core), until SIGTERM or SIGINT, on which it takes no more chunks,
// finishes those it holds, and exits 0.

import { startEngines } from '../server/batch/batch-engines.js';
import { CHUNKS_AT_ONCE, QueueWorker } from '../server/batch/queue/queue-worker.js';
import { batchRelease } from '../server/batch/queue/release.js';
import { ConfigError } from '../server/settings/config.js';
import { PROGRAM } from './help.js';
import { type CommandIo, EXIT, write } from './io.js';
import { commandConfig } from './settings.js';

/** How long a worker waits for its Redis before it says it is waiting. */
const REDIS_WAIT_NOTICE_MS = 5_000;

export interface WorkerArguments {
  url: string;
  stallMs: number;
}

/** Resolves with the first of SIGTERM and SIGINT; the process no longer stops on either itself. */
function stopSignal(): Promise<NodeJS.Signals> {
  const signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];
  return new Promise((resolve) => {
    const handler = (signal: NodeJS.Signals) => {
      for (const name of signals) process.off(name, handler);
      resolve(signal);
    };
    for (const name of signals) process.on(name, handler);
  });
}

export async function workerCommand(args: WorkerArguments, io: CommandIo): Promise<number> {
  const config = commandConfig(io, undefined);
  if (config.engineThreads === 0) {
    // Inline, a chunk's lines would hold the event loop that renews the chunk's lock.
    throw new ConfigError('ENGINE_THREADS must be at least 1 for a worker, got 0');
  }
  const stopped = stopSignal();
  const engines = await startEngines(config.engineThreads, undefined, CHUNKS_AT_ONCE);
  const log = (message: string) => void io.stderr.write(`${PROGRAM} worker: ${message}\n`);
  const worker = new QueueWorker({ url: args.url, release: await batchRelease(), engines, stallMs: args.stallMs, log });
  const host = new URL(args.url).host;
  // A Redis that is not there yet is waited for (and said so), and a stop signal ends the wait.
  const waiting = setTimeout(() => log(`waiting for the queue's Redis at ${host}`), REDIS_WAIT_NOTICE_MS);
  let ready = false;
  try {
    const early = await Promise.race([worker.ready().then(() => undefined), stopped]);
    clearTimeout(waiting);
    ready = early === undefined;
    if (ready) {
      log(`taking chunks from ${host} on ${config.engineThreads} engine threads`);
      log(`${await stopped}: finishing the chunks in hand`);
    }
  } finally {
    await worker.close(ready);
    await engines.close();
  }
  await write(io.stderr, `${PROGRAM} worker: stopped\n`);
  return EXIT.done;
}
