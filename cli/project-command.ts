// `project <file | ->`: the projection of a scenario file through the one pipeline (answer.ts), so
// the JSON on standard output is the API's body for the same SITE_URL and MC_BUDGET_PATH_MONTHS;
// or, with --csv, its yearly table, or with --table the withdrawal plan's or the Roth conversion's
// year by year, the page's CSV files, from the same run; or, with --text, the plain words project_530a
// says beside it (server/mcp/summary.ts), then the share link, which the tool keeps in its structured
// answer but a terminal has nowhere else to show. Problems go to standard error (io.ts), and so does,
// without SITE_URL, where the links of the JSON and the words then point (settings.ts).
import { conversionCsv } from '../core/projection/conversion-table.js';
import { planCsv } from '../core/projection/plan-table.js';
import { deflatorAtMilestone, milestoneDeflators } from '../core/projection/todays-dollars.js';
import { type Basis, paidInFrom, yearlyCsv } from '../core/projection/yearly-table.js';
import { fieldProblem } from '../core/schemas/field-problems.js';
import type { Projection } from '../core/schemas/projection.js';
import { summariseProjection } from '../server/mcp/summary.js';
import { validationProblem } from '../server/service/projections.js';
import { answerInput, type CommandInput } from './answer.js';
import { type CommandIo, EXIT, reportProblem, write } from './io.js';
import { commandConfig, noteSiteUrl } from './settings.js';

/** The tables --csv writes (--table): the page's three CSV files. */
export const CSV_TABLES = ['yearly', 'withdrawals', 'roth-conversion'] as const;
export type CsvTable = (typeof CSV_TABLES)[number];

export interface ProjectArguments extends CommandInput {
  /** The API's JSON, a table (CSV) or the summary in plain words. */
  output: 'json' | 'csv' | 'text';
  table: CsvTable;
  basis: Basis;
}

type DeflatorAt = (ageMonths: number) => number;

/** A table made from a block of the answer: where the scenario asks for the block, and the table's
 *  CSV, undefined when the answer has no such block. */
const BLOCK_TABLES = {
  withdrawals: {
    pointer: '/afterTax/plan',
    csv: (projection: Projection, basis: Basis, deflatorAt: DeflatorAt) => {
      const plan = projection.afterTax?.plan;
      return plan && planCsv(plan, basis, deflatorAt);
    },
  },
  'roth-conversion': {
    pointer: '/afterTax/conversion',
    csv: (projection: Projection, basis: Basis, deflatorAt: DeflatorAt) => {
      const conversion = projection.afterTax?.conversion;
      return conversion && conversionCsv(conversion, basis, deflatorAt);
    },
  },
} as const;

export async function projectCommand(args: ProjectArguments, io: CommandIo): Promise<number> {
  const answered = await answerInput(args, 'project', io);
  if (typeof answered === 'number') return answered;
  const { prepared, answer } = answered;
  if (args.output === 'json' || !('projection' in answer)) {
    await write(io.stdout, answer.json);
    await noteSiteUrl(io, args.siteUrl);
    return EXIT.done;
  }
  if (args.output === 'text') {
    const { projection } = answer;
    await write(
      io.stdout,
      `${summariseProjection(projection, prepared.scenario)}\nShare link: ${projection.shareUrl}\n`,
    );
    await noteSiteUrl(io, args.siteUrl);
    return EXIT.done;
  }
  const deflatorAt = deflatorAtMilestone(milestoneDeflators(answer.deterministic, prepared.timeline.checkpointAges));
  if (args.table === 'yearly') {
    const paidIn = paidInFrom(answer.deterministic, prepared.timeline);
    await write(io.stdout, yearlyCsv(answer.projection, paidIn, args.basis, deflatorAt));
    return EXIT.done;
  }
  const table = BLOCK_TABLES[args.table];
  const csv = table.csv(answer.projection, args.basis, deflatorAt);
  if (csv === undefined) {
    const { siteUrl } = commandConfig(io, args.siteUrl);
    const missing = fieldProblem(
      table.pointer,
      'REQUIRED',
      `required field is missing: --table ${args.table} writes its years`,
    );
    return reportProblem(io, validationProblem(siteUrl, [missing]), args.json);
  }
  await write(io.stdout, csv);
  return EXIT.done;
}
