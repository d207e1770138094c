// The streams and environment a command runs with: the process's own in main.ts, others in tests.
import type { Readable, Writable } from 'node:stream';
import type { Problem } from '../core/schemas/problems.js';

export interface CommandIo {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  env: NodeJS.ProcessEnv;
}

/** Exit statuses (the help texts list them). */
export const EXIT = Object.freeze({ done: 0, problem: 1, usage: 2 });

/** Writes all of `text` and resolves once the stream has taken it. */
export function write(stream: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => stream.write(text, (error) => (error ? reject(error) : resolve())));
}

/** A problem as the command line reports it: its JSON on one line of standard error, status 1. */
export async function reportProblem(io: CommandIo, problem: Problem): Promise<number> {
  await write(io.stderr, `${JSON.stringify(problem)}\n`);
  return EXIT.problem;
}
