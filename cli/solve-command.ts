// `solve <file | ->`: the answer of POST /v1/solve for a file's body ({ scenario, sourceId } or
// { s, sourceId }), through the same projection service (the engine on this thread), so the JSON on
// standard output is the API's body for the same SITE_URL and budgets. Problems go to standard error
// as problem details.
import { createNodeEngine } from '../package/load-node.js';
import { Metrics } from '../server/http/metrics.js';
import { Projections } from '../server/service/projections.js';
import { type CommandIo, EXIT, reportProblem, write } from './io.js';
import { readScenarioInput } from './read-input.js';
import { commandConfig } from './settings.js';

export async function solveCommand(input: string, siteUrl: string | undefined, io: CommandIo): Promise<number> {
  const config = commandConfig(io, siteUrl);
  const body = await readScenarioInput(input, io.stdin, config.siteUrl);
  if (!body.ok) return reportProblem(io, body.problem);
  const projections = new Projections(await createNodeEngine(), config, undefined, new Metrics());
  const prepared = projections.prepareSolve(body.value);
  if (!prepared.ok) return reportProblem(io, prepared.problem);
  const answer = await projections.answer(prepared, 'cli');
  if (!answer.ok) {
    if ('refused' in answer) throw new Error('the command line charges no rate limit'); // answer() without admit
    return reportProblem(io, answer.problem);
  }
  await write(io.stdout, answer.response.body);
  return EXIT.done;
}
