// `solve <file | ->`: the answer of POST /v1/solve for a file's body ({ scenario, sourceId } or
// { s, sourceId }), through the one pipeline (answer.ts), so the JSON on standard output is the API's
// body for the same SITE_URL and budgets. Problems go to standard error (io.ts).
import { createNodeEngine } from '../package/load-node.js';
import { computeBody, prepareBody } from './answer.js';
import { type CommandIo, EXIT, reportProblem, write } from './io.js';
import { readScenarioInput } from './read-input.js';
import { commandConfig } from './settings.js';

export interface SolveArguments {
  input: string;
  siteUrl: string | undefined;
  /** Problems as JSON rather than sentences. */
  json: boolean;
}

export async function solveCommand(args: SolveArguments, io: CommandIo): Promise<number> {
  const config = commandConfig(io, args.siteUrl);
  const body = await readScenarioInput(args.input, io.stdin, config.siteUrl);
  if (!body.ok) return reportProblem(io, body.problem, args.json);
  const prepared = prepareBody(body.value, 'solve', config);
  if (!prepared.ok) return reportProblem(io, prepared.problem, args.json);
  const answer = computeBody(await createNodeEngine(), prepared, config);
  if (!answer.ok) return reportProblem(io, answer.problem, args.json);
  await write(io.stdout, answer.json);
  return EXIT.done;
}
