// `project <file | ->`: the projection of a scenario file through the one pipeline (answer.ts), so
// the JSON on standard output is the API's body for the same SITE_URL and MC_BUDGET_PATH_MONTHS;
// or, with --csv, its yearly table, from the same run. Problems go to standard error (io.ts).
import { type Basis, paidInFrom, yearlyCsv } from '../core/projection/yearly-table.js';
import { createNodeEngine } from '../package/load-node.js';
import { computeBody, prepareBody } from './answer.js';
import { type CommandIo, EXIT, reportProblem, write } from './io.js';
import { readScenarioInput } from './read-input.js';
import { commandConfig } from './settings.js';

export interface ProjectArguments {
  input: string;
  csv: boolean;
  basis: Basis;
  siteUrl: string | undefined;
  /** Problems as JSON rather than sentences. */
  json: boolean;
}

export async function projectCommand(args: ProjectArguments, io: CommandIo): Promise<number> {
  const config = commandConfig(io, args.siteUrl);
  const input = await readScenarioInput(args.input, io.stdin, config.siteUrl);
  if (!input.ok) return reportProblem(io, input.problem, args.json);
  const prepared = prepareBody(input.value, 'project', config);
  if (!prepared.ok) return reportProblem(io, prepared.problem, args.json);
  const answer = computeBody(await createNodeEngine(), prepared, config);
  if (!answer.ok) return reportProblem(io, answer.problem, args.json);
  if (!args.csv || !('projection' in answer)) {
    await write(io.stdout, answer.json);
    return EXIT.done;
  }
  const paidIn = paidInFrom(answer.deterministic, prepared.timeline);
  await write(io.stdout, yearlyCsv(answer.projection, paidIn, args.basis));
  return EXIT.done;
}
