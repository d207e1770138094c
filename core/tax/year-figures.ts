// The federal tax figures of a year and their indexing after 2026 (docs/after-tax.md#figures), which
// the state figures share (docs/after-tax.md#state-tax): its own module so that the federal and the
// state tax both read it without importing each other.
import type { FilingStatus } from '../schemas/scenario-values.js';
import { TAX_FIGURES_2026_BY_STATUS, TAX_RULES, type TaxBand, type TaxFigures } from '../statute/tax-figures.js';

export function checkYearAndInflation(year: number, annualInflation: number): void {
  if (!Number.isInteger(year)) throw new RangeError(`not a calendar year: ${year}`);
  if (!(Number.isFinite(annualInflation) && annualInflation > -1)) {
    throw new RangeError(`not an inflation rate: ${annualInflation}`);
  }
}

/** (1 + annualInflation)^(year - 2026) by repeated multiplication (one IEEE double operation per
 *  year, in order, so every host gets the same double); 1 up to 2026 (docs/after-tax.md#figures). */
export function indexFactor(year: number, annualInflation: number): number {
  checkYearAndInflation(year, annualInflation);
  const growth = 1 + annualInflation;
  let factor = 1;
  for (let y = TAX_RULES.indexBaseYear; y < year; y++) factor *= growth;
  return factor;
}

/** A 2026 dollar figure indexed by `factor` for a year after 2026: `floor(x * factor / 5000) * 5000`
 *  cents, capped at 2^53 - 1 (so a figure that is not a multiple of $50 moves down even at 0%). The
 *  federal figures' convention, which the state figures share (docs/after-tax.md#figures). */
export function indexedCents(x: number, factor: number): number {
  const step = TAX_RULES.indexStepCents;
  return Math.min(Math.floor((x * factor) / step) * step, Number.MAX_SAFE_INTEGER);
}

/**
 * The dollar figures for `year` and a filing status: those of 2026 up to 2026, later
 * `floor(x * (1 + annualInflation)^(year - 2026) / 5000) * 5000` cents, the power taken by repeated
 * multiplication (the same double on every host) and the result capped at 2^53 - 1.
 */
export function taxFigures(year: number, annualInflation: number, filingStatus: FilingStatus = 'single'): TaxFigures {
  const base = TAX_FIGURES_2026_BY_STATUS[filingStatus];
  checkYearAndInflation(year, annualInflation);
  if (year <= TAX_RULES.indexBaseYear) return base;
  const factor = indexFactor(year, annualInflation);
  const indexed = (x: number) => indexedCents(x, factor);
  const indexBands = (list: readonly TaxBand[]) =>
    list.map((band) => ({ fromCents: indexed(band.fromCents), ratePercent: band.ratePercent }));
  return {
    year,
    filingStatus,
    dependentDeductionCents: indexed(base.dependentDeductionCents),
    standardDeductionCents: indexed(base.standardDeductionCents),
    ordinaryBands: indexBands(base.ordinaryBands),
    capitalGainBands: indexBands(base.capitalGainBands),
    dependentEarnedAddCents: indexed(base.dependentEarnedAddCents),
    additionalAgedDeductionCents: indexed(base.additionalAgedDeductionCents),
    amtExemptionCents: indexed(base.amtExemptionCents),
    amtPhaseOutFromCents: indexed(base.amtPhaseOutFromCents),
    amt28FromCents: indexed(base.amt28FromCents),
    kiddieAmtExemptionAddCents: indexed(base.kiddieAmtExemptionAddCents),
  };
}
