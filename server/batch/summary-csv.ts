// The batch's CSV summary (`batch --csv`, docs/api.md#batch): a header, then one row per line with
// its number, the caller's id, the status and the problem's code, and at the target age the 10th,
// 50th and 90th percentiles, the deterministic balance, what was paid in and what the statute cut,
// in dollars of the day and in today's dollars (asOf's). The percentiles, the balance and the cut
// are read from the answer's bytes (exact at any size); paid in, and paid in and cut in today's
// dollars, from a deterministic run of the same plan in this thread's engine (one path: a small
// share of a projection's time), as the yearly table reads them (core/projection/yearly-table.ts,
// core/projection/todays-dollars.ts).
import { itemAt } from '../../core/common/checked.js';
import { decimalDollars, decimalDollarsExact } from '../../core/common/format.js';
import type { Engine } from '../../core/engine/engine.js';
import { planFor } from '../../core/pipeline.js';
import { runDeterministic } from '../../core/projection/project.js';
import type { SiteOptions } from '../../core/projection/project-scenario.js';
import { cutsToday, paidInToday, type StatuteCuts } from '../../core/projection/todays-dollars.js';
import { paidInFrom } from '../../core/projection/yearly-table.js';
import type { Projection } from '../../core/schemas/projection.js';
import type { LineAnswer } from './line-answers.js';

export const SUMMARY_CSV_HEADER =
  'line,id,status,problem,target_age_months,p10,p50,p90,expected,paid_in,cut,p10_today,p50_today,p90_today,expected_today,paid_in_today,cut_today\n';

/** The rows of the percentile table read here (core/schemas/projection.ts: p10, p25, p50, p75, p90). */
const ROWS = { p10: 0, p50: 2, p90: 4 } as const;

/** A text cell as RFC 4180 writes it; one a spreadsheet would run as a formula is prefixed with "'"
 *  (an id is the caller's text: a file opened in a spreadsheet must not run it). */
function textCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function idCell(id: LineAnswer['id']): string {
  if (id === undefined) return '';
  return typeof id === 'number' ? String(id) : textCell(id);
}

function total(cuts: StatuteCuts): number {
  return Object.values(cuts).reduce((sum, cents) => sum + cents, 0);
}

/** Cents from the answer's text (exact at any size) as dollars and cents. */
const money = (cents: string) => decimalDollarsExact(BigInt(cents));

/** Cents computed here in doubles: exact below 2^53; beyond it no cent is known, and the cell is
 *  left empty rather than rounded (docs/api.md#batch). */
const computedMoney = (cents: number) => (Number.isSafeInteger(cents) ? decimalDollars(cents) : '');

/** The figures of a projection at its target, or undefined when its deterministic run is out of range. */
function figures(answer: LineAnswer, engine: Engine | undefined, site: SiteOptions): string[] | undefined {
  const { prepared } = answer;
  if (prepared === undefined || engine === undefined) return undefined;
  const deterministic = runDeterministic(engine, planFor(prepared, site));
  if (deterministic === undefined) return undefined;
  const projection = JSON.parse(answer.body) as Projection;
  const target = prepared.scenario.targetAgeMonths;
  const column = projection.percentiles.ages.indexOf(target);
  const at = (rows: string[][], row: number) => money(itemAt(itemAt(rows, row), column));
  const { nominalCents, realCents } = projection.percentiles;
  const paidIn = paidInFrom(deterministic, prepared.timeline);
  const paidToday = paidInToday(deterministic, prepared.timeline);
  return [
    String(target),
    at(nominalCents, ROWS.p10),
    at(nominalCents, ROWS.p50),
    at(nominalCents, ROWS.p90),
    money(projection.deterministic.finalNominalCents),
    computedMoney(itemAt(paidIn, paidIn.length - 1)),
    money(projection.deterministic.cappedCents),
    at(realCents, ROWS.p10),
    at(realCents, ROWS.p50),
    at(realCents, ROWS.p90),
    money(projection.deterministic.finalRealCents),
    computedMoney(itemAt(paidToday, paidToday.length - 1)),
    computedMoney(total(cutsToday(deterministic))),
  ];
}

const EMPTY_FIGURES = Array.from({ length: 13 }, () => '');

/** One row of the summary (with its "\n"). */
export function summaryCsvRow(answer: LineAnswer, engine: Engine | undefined, site: SiteOptions): string {
  const cells = [String(answer.line), idCell(answer.id), String(answer.status), answer.code ?? ''];
  const known = answer.status === 200 ? figures(answer, engine, site) : undefined;
  return `${[...cells, ...(known ?? EMPTY_FIGURES)].join(',')}\n`;
}
