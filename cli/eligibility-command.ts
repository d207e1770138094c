// `eligibility --birth-date <date> --as-of <date> [--state <code>]`: the answer of GET
// /v1/eligibility for that query (docs/api.md#eligibility), byte for byte, from the same reader and
// function (core/eligibility/); or, with --text, the lines eligibility_530a says beside it
// (server/mcp/summary.ts). A query the route refuses is said on standard error as its problem
// (io.ts), and so does, with --text and without SITE_URL, where the site's link then points.

import { eligibility } from '../core/eligibility/eligibility.js';
import { readEligibilityQuery } from '../core/eligibility/eligibility-query.js';
import { summariseEligibility } from '../server/mcp/summary.js';
import { validationProblem } from '../server/service/projections.js';
import { type CommandIo, EXIT, reportProblem, write } from './io.js';
import { commandConfig, noteSiteUrl } from './settings.js';

export interface EligibilityArguments {
  /** The route's parameters as given (undefined when not given). */
  query: { birthDate?: string | undefined; asOf?: string | undefined; state?: string | undefined };
  output: 'json' | 'text';
  siteUrl: string | undefined;
  json: boolean;
}

export async function eligibilityCommand(args: EligibilityArguments, io: CommandIo): Promise<number> {
  const config = commandConfig(io, args.siteUrl);
  const given = Object.fromEntries(Object.entries(args.query).filter(([, value]) => value !== undefined));
  const read = readEligibilityQuery(given);
  if (!read.ok) return reportProblem(io, validationProblem(config.siteUrl, read.errors), args.json);
  const answer = eligibility(read.request);
  if (args.output === 'json') {
    await write(io.stdout, JSON.stringify(answer));
    return EXIT.done;
  }
  await write(io.stdout, `${summariseEligibility(answer, read.request, config.siteUrl)}\n`);
  await noteSiteUrl(io, args.siteUrl);
  return EXIT.done;
}
