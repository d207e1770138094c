// `project <file | ->`: the projection of a scenario file, through the same projection service as
// POST /v1/project (server/service/projections.ts, the engine on this thread), so the JSON on
// standard output is the API's body for the same SITE_URL and MC_BUDGET_PATH_MONTHS; or, with
// --csv, its yearly table. Problems go to standard error as problem details.

import { projectionOptions } from '../core/projection/project-scenario.js';
import { type Basis, paidInByMilestone, yearlyCsv } from '../core/projection/yearly-table.js';
import { encodeShare } from '../core/scenario/share.js';
import { problem } from '../core/schemas/problems.js';
import type { Projection } from '../core/schemas/projection.js';
import { createNodeEngine } from '../package/load-node.js';
import { Metrics } from '../server/http/metrics.js';
import { Projections } from '../server/service/projections.js';
import { type CommandIo, EXIT, reportProblem, write } from './io.js';
import { readScenarioInput } from './read-input.js';
import { commandConfig } from './settings.js';

export interface ProjectArguments {
  input: string;
  csv: boolean;
  basis: Basis;
  siteUrl: string | undefined;
}

export async function projectCommand(args: ProjectArguments, io: CommandIo): Promise<number> {
  const config = commandConfig(io, args.siteUrl);
  const input = await readScenarioInput(args.input, io.stdin, config.siteUrl);
  if (!input.ok) return reportProblem(io, input.problem);
  const engine = await createNodeEngine();
  const projections = new Projections(engine, config, undefined, new Metrics());
  const prepared = projections.prepare(input.value);
  if (!prepared.ok) return reportProblem(io, prepared.problem);
  const answer = await projections.answer(prepared, 'cli');
  if (!answer.ok) {
    if ('refused' in answer) throw new Error('the command line charges no rate limit'); // answer() without admit
    return reportProblem(io, answer.problem);
  }
  if (!args.csv) {
    await write(io.stdout, answer.response.body);
    return EXIT.done;
  }
  const options = projectionOptions(encodeShare(prepared.scenario), config);
  const paidIn = paidInByMilestone(engine, prepared.scenario, prepared.timeline, options);
  if (paidIn === undefined) {
    // The projection was in range, so its deposits are: a second run that disagrees is a fault.
    const detail = 'The deposits of this projection could not be computed.';
    return reportProblem(io, problem(config.siteUrl, 'INTERNAL_ERROR', detail));
  }
  await write(io.stdout, yearlyCsv(JSON.parse(answer.response.body) as Projection, paidIn, args.basis));
  return EXIT.done;
}
