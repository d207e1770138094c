// The streams and environment a command runs with: the process's own in main.ts, others in tests.
import type { Readable, Writable } from 'node:stream';
import type { Problem } from '../core/schemas/problems.js';
import { PROGRAM } from './help.js';

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

/** A problem in sentences for a person: the detail, then each field problem at its pointer. */
function problemText(problem: Problem): string {
  const fields = (problem.errors ?? []).map((error) => `  ${error.pointer || '(the body)'}: ${error.message}\n`);
  return `${PROGRAM}: ${problem.detail}\n${fields.join('')}`;
}

/**
 * A problem as the command line reports it, on standard error with status 1
 * (docs/api.md#messages-on-standard-error): sentences, or with --json the problem's JSON on one
 * line, for scripts.
 */
export async function reportProblem(io: CommandIo, problem: Problem, json: boolean): Promise<number> {
  await write(io.stderr, json ? `${JSON.stringify(problem)}\n` : problemText(problem));
  return EXIT.problem;
}
