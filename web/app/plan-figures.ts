// The figures of saved plans (docs/api.md#website), computed by an engine worker of their own (the
// same worker script and pipeline as the page's answer, so each is the API's projection of that
// plan), one plan at a time, once per plan: the page's own worker keeps answering what is typed.
// The worker starts when the first saved plan needs it. A plan saved from the answer on screen
// brings its figures along and costs nothing.
import type { Prepared } from '../../core/pipeline.js';
import type { SiteOptions } from '../../core/projection/project-scenario.js';
import type { Shown } from './shown.js';
import { type JobRequest, WorkerClient } from './worker-client.js';
import type { JobOutcome } from './worker-protocol.js';

/** What the comparison reads of a projection; a Shown has all of it. */
export type PlanFigures = Pick<Shown, 'projection' | 'today' | 'paidIn' | 'scenario'>;

/** A plan's figures, or why there are none. */
export type FiguresState =
  | { kind: 'ready'; figures: PlanFigures }
  | { kind: 'pending' }
  | { kind: 'failed'; message: string };

export class PlanFigureEngine {
  private readonly known = new Map<string, FiguresState>();
  private readonly queue: Prepared[] = [];
  private client: Promise<WorkerClient> | undefined;
  private running: string | undefined;

  constructor(
    private readonly wasmUrl: string,
    private readonly workerUrl: string,
    private readonly site: SiteOptions,
    /** Called whenever a plan's figures arrive (or fail). */
    private readonly changed: () => void,
  ) {}

  /** The figures of a plan as known now; asks for them when they are not. */
  figures(prepared: Prepared): FiguresState {
    const state = this.known.get(prepared.s);
    if (state) return state;
    this.known.set(prepared.s, { kind: 'pending' });
    this.queue.push(prepared);
    this.next();
    return { kind: 'pending' };
  }

  /** Figures already at hand (the answer on screen). */
  remember(s: string, figures: PlanFigures): void {
    this.known.set(s, { kind: 'ready', figures });
  }

  private next(): void {
    if (this.running !== undefined) return;
    const prepared = this.queue.shift();
    if (prepared === undefined) return;
    this.running = prepared.s;
    this.client ??= WorkerClient.start(this.wasmUrl, this.workerUrl, {
      result: (job, outcome) => this.received(job, outcome),
      failed: (message) => this.failed(message),
    });
    this.client.then(
      (client) => client.submit({ prepared, site: this.site }),
      (error: unknown) => this.failed((error as Error).message),
    );
  }

  /** One job at a time, so the worker (which runs only the newest job it holds) runs every one. */
  private received(job: JobRequest, outcome: JobOutcome): void {
    const { s, scenario } = job.prepared;
    this.known.set(
      s,
      outcome.ok
        ? {
            kind: 'ready',
            figures: { projection: outcome.projection, today: outcome.today, paidIn: outcome.paidInCents, scenario },
          }
        : outcome.code === 'RESULT_OUT_OF_RANGE'
          ? { kind: 'failed', message: 'an amount is too large to state to the cent' }
          : { kind: 'failed', message: 'it needs more computing than one projection may use' },
    );
    this.running = undefined;
    this.changed();
    this.next();
  }

  /** The engine stopped: every plan still waiting says so, and a later one may start it again. */
  private failed(message: string): void {
    for (const s of [this.running, ...this.queue.map((prepared) => prepared.s)])
      if (s !== undefined) this.known.set(s, { kind: 'failed', message: `the engine stopped (${message})` });
    this.queue.length = 0;
    this.running = undefined;
    this.client = undefined;
    this.changed();
  }
}
