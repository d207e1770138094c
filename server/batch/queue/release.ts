// What a worker must share with the producer for its answers to be the producer's bytes: the
// release and the engine build (docs/operations.md#batches-on-several-machines). Each chunk carries
// the producer's; a worker of another refuses the chunk rather than answer it with other bytes.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { wasmUrl } from '../../../package/load-node.js';
import { SERVICE_VERSION } from '../../identity/service-identity.js';

/** "1.0.0 engine 0123456789abcdef": the version and the first 16 hex digits of the .wasm's sha256. */
export async function batchRelease(): Promise<string> {
  const wasm = await readFile(wasmUrl());
  return `${SERVICE_VERSION} engine ${createHash('sha256').update(wasm).digest('hex').slice(0, 16)}`;
}
