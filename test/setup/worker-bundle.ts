// Once per test run, before any file: the engine pool's worker bundled (test/helpers/worker-bundle.ts).
import { bundleWorker } from '../helpers/worker-bundle.js';

export default async function setup(): Promise<void> {
  await bundleWorker();
}
