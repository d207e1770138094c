// `project <file | ->`: the projection of a scenario file through the one pipeline (answer.ts), so
// the JSON on standard output is the API's body for the same SITE_URL and MC_BUDGET_PATH_MONTHS;
// or, with --csv, its yearly table, from the same run; or, with --text, the plain words project_530a
// says beside it (server/mcp/summary.ts), then the share link, which the tool keeps in its structured
// answer but a terminal has nowhere else to show. Problems go to standard error (io.ts).
import { type Basis, paidInFrom, yearlyCsv } from '../core/projection/yearly-table.js';
import { summariseProjection } from '../server/mcp/summary.js';
import { answerInput, type CommandInput } from './answer.js';
import { type CommandIo, EXIT, write } from './io.js';

export interface ProjectArguments extends CommandInput {
  /** The API's JSON, the yearly table (CSV) or the summary in plain words. */
  output: 'json' | 'csv' | 'text';
  basis: Basis;
}

export async function projectCommand(args: ProjectArguments, io: CommandIo): Promise<number> {
  const answered = await answerInput(args, 'project', io);
  if (typeof answered === 'number') return answered;
  const { prepared, answer } = answered;
  if (args.output === 'json' || !('projection' in answer)) {
    await write(io.stdout, answer.json);
    return EXIT.done;
  }
  if (args.output === 'text') {
    const { projection } = answer;
    await write(
      io.stdout,
      `${summariseProjection(projection, prepared.scenario)}\nShare link: ${projection.shareUrl}\n`,
    );
    return EXIT.done;
  }
  const paidIn = paidInFrom(answer.deterministic, prepared.timeline);
  await write(io.stdout, yearlyCsv(answer.projection, paidIn, args.basis));
  return EXIT.done;
}
