// `solve <file | ->`: the answer of POST /v1/solve for a file's body ({ scenario, sourceId } or
// { s, sourceId }), through the one pipeline (answer.ts), so the JSON on standard output is the API's
// body for the same SITE_URL and budgets. Problems go to standard error (io.ts).
import { answerInput, type CommandInput } from './answer.js';
import { type CommandIo, EXIT, write } from './io.js';

export type SolveArguments = CommandInput;

export async function solveCommand(args: SolveArguments, io: CommandIo): Promise<number> {
  const answered = await answerInput(args, 'solve', io);
  if (typeof answered === 'number') return answered;
  await write(io.stdout, answered.answer.json);
  return EXIT.done;
}
