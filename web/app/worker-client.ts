// The page's side of its engine worker (projection-worker.ts): compiles /engine.wasm once (the page
// preloads it), hands the module to the worker and sends it jobs. Only the newest job's answer is
// delivered: an older one that arrives late is dropped, so a slow projection never overwrites a
// newer one.
import type { EngineJob, FromWorker, JobOutcome, ToWorker } from './worker-protocol.js';

export type JobRequest = Omit<EngineJob, 'kind' | 'id'>;

export interface EngineEvents {
  result(job: JobRequest, outcome: JobOutcome): void;
  failed(message: string): void;
}

export class WorkerClient {
  private lastId = 0;
  private readonly jobs = new Map<number, JobRequest>();

  private constructor(
    private readonly worker: Worker,
    private readonly events: EngineEvents,
  ) {
    worker.onmessage = (event: MessageEvent<FromWorker>) => this.receive(event.data);
    worker.onerror = (event) => events.failed(event.message || 'the engine worker stopped');
  }

  /** Compiles the module here (off the main thread, streaming) and starts the worker with it. */
  static async start(wasmUrl: string, workerUrl: string, events: EngineEvents): Promise<WorkerClient> {
    const module = await WebAssembly.compileStreaming(fetch(wasmUrl));
    const worker = new Worker(workerUrl, { type: 'module', name: 'engine' });
    const ready = new Promise<void>((resolve, reject) => {
      worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
        if (event.data.kind === 'ready') resolve();
        if (event.data.kind === 'failed') reject(new Error(event.data.message));
      });
      worker.addEventListener('error', (event) =>
        reject(new Error(event.message || 'the engine worker did not start')),
      );
    });
    const client = new WorkerClient(worker, events);
    client.post({ kind: 'module', module });
    await ready;
    return client;
  }

  /** Sends a job; any job sent before it is now stale. */
  submit(request: JobRequest): void {
    const id = ++this.lastId;
    this.jobs.clear();
    this.jobs.set(id, request);
    this.post({ kind: 'job', id, ...request });
  }

  private post(message: ToWorker): void {
    this.worker.postMessage(message);
  }

  private receive(message: FromWorker): void {
    if (message.kind === 'failed') this.events.failed(message.message);
    if (message.kind !== 'result' || message.id !== this.lastId) return;
    const request = this.jobs.get(message.id);
    if (request) this.events.result(request, message.outcome);
  }
}
