// `solve <file | ->`: the answer of POST /v1/solve for a file's body ({ scenario, sourceId } or
// { s, sourceId }), through the one pipeline (answer.ts), so the JSON on standard output is the API's
// body for the same SITE_URL and budgets; or, with --text, the sentence solve_530a says beside it
// (server/mcp/summary.ts), then the share link of the scenario at the answer, which the tool keeps
// in its structured answer but a terminal has nowhere else to show. Problems go to standard error (io.ts),
// and so does, without SITE_URL, where the links then point (settings.ts).
import { summariseSolution } from '../server/mcp/summary.js';
import { answerInput, type CommandInput } from './answer.js';
import { type CommandIo, EXIT, write } from './io.js';
import { noteSiteUrl } from './settings.js';

export interface SolveArguments extends CommandInput {
  /** The API's JSON, or the answer in plain words. */
  output: 'json' | 'text';
}

export async function solveCommand(args: SolveArguments, io: CommandIo): Promise<number> {
  const answered = await answerInput(args, 'solve', io);
  if (typeof answered === 'number') return answered;
  const { answer } = answered;
  if (args.output === 'json' || !('solution' in answer)) {
    await write(io.stdout, answer.json);
  } else {
    await write(io.stdout, `${summariseSolution(answer.solution)}\nShare link: ${answer.solution.shareUrl}\n`);
  }
  await noteSiteUrl(io, args.siteUrl);
  return EXIT.done;
}
