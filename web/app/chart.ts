// The fan chart: the percentile bands (10th-90th and 25th-75th shaded and outlined, the median as
// a line) and, under simulated markets, the steady-return line, at every milestone age, in nominal
// or today's dollars, on a linear or a logarithmic scale (long horizons), with another plan's median
// to compare (the plan as it stands, beside the one that reaches a goal) and the goal itself, and
// the total paid in to date under the bands. Inline SVG with classes only (the stylesheet colours
// it), drawn from the Projection's own numbers; its values at each age by pointer, touch and
// keyboard come from chart-values.ts. The scales and axes serve the history chart too
// (history-paths-chart.ts).
import { ROW_P10, ROW_P25, ROW_P50, ROW_P75, ROW_P90 } from '../../assembly/layout.js';
import { itemAt } from '../../core/common/checked.js';
import type { Projection } from '../../core/schemas/projection.js';
import { type ValueLine, withValues } from './chart-values.js';
import { el, svg } from './dom.js';
import { ageText, type Basis, basisWords, formatShortDollars } from './text.js';
import { words } from './words.js';

/** Another plan, whose median is drawn for comparison, and its name in the legend. */
interface Baseline {
  projection: Projection;
  label: string;
}

/** A goal: its amount in the chart's dollars, at its age, and its name in the legend. */
export interface GoalLine {
  cents: number;
  ageMonths: number;
  label: string;
}

export interface ChartView {
  basis: Basis;
  logScale: boolean;
  baseline?: Baseline | undefined;
  goal?: GoalLine | undefined;
  /** The total deposited by each of the projection's ages, in the chart's dollars (the paid-in line). */
  paidIn?: readonly number[] | undefined;
  /** The balances drawn at the projection's ages, in the chart's dollars, when not its own: with a
   *  withdrawal plan, what the plan leaves from its first age (shown.ts balancesOf), which `planFrom`
   *  names. */
  balances?: { bands: readonly (readonly string[])[]; steady: readonly string[] } | undefined;
  planFrom?: number | undefined;
}

/** The drawing is as wide as its box (within these bounds), so its text keeps its size on a phone. */
const MIN_WIDTH = 320;
const MAX_WIDTH = 760;
const ASPECT = 0.55; // height / width
const MIN_HEIGHT = 240;
const MARGIN = { top: 16, right: 20, bottom: 44, left: 60 };
const Y_TICKS = 5; // about this many gridlines
const MAX_X_TICKS = 10;
const MIN_TOP_CENTS = 10_000; // an empty account still gets a $0-$100 scale
const LOG_FLOOR_CENTS = 10_000; // a logarithmic scale starts at $100 at least

/** The smallest of 1, 2, 2.5, 5 times a power of ten that is at least `rough`. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  return ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
}

function yearStep(spanYears: number): number {
  return [1, 2, 5, 10, 20, 50].find((step) => spanYears / step <= MAX_X_TICKS) ?? 100;
}

interface Series {
  ages: number[];
  /** Rows: 10th, 25th, 50th, 75th, 90th percentile; each with one value per age. */
  bands: number[][];
  expected: number[];
  paidIn: number[];
  /** Points before the projection's ages: the linear scale's start with an empty account. */
  lead: number;
}

/** The chart's numbers: on a linear scale each series starts at the child's age on asOf with an
 *  empty account; on a logarithmic one, which has no zero, at the first birthday at which even the
 *  10th percentile holds money (so no line rises from the foot of the scale). */
function series(
  projection: Projection,
  basis: Basis,
  logScale: boolean,
  paidIn: readonly number[] = [],
  balances?: ChartView['balances'],
): Series {
  const start = projection.deterministic.startAgeMonths;
  const rows =
    balances?.bands ?? (basis === 'nominal' ? projection.percentiles.nominalCents : projection.percentiles.realCents);
  const expected = balances
    ? balances.steady.map(Number)
    : projection.deterministic.milestones.map((m) => Number(basis === 'nominal' ? m.nominalCents : m.realCents));
  if (!logScale)
    return {
      ages: [start, ...projection.percentiles.ages],
      bands: rows.map((row) => [0, ...row.map(Number)]),
      expected: [0, ...expected],
      paidIn: paidIn.length > 0 ? [0, ...paidIn] : [],
      lead: 1,
    };
  const first = Math.max(
    0,
    itemAt(rows, ROW_P10).findIndex((cents) => Number(cents) > 0),
  );
  return {
    ages: projection.percentiles.ages.slice(first),
    bands: rows.map((row) => row.slice(first).map(Number)),
    expected: expected.slice(first),
    paidIn: paidIn.slice(first),
    lead: 0,
  };
}

/** Value -> height above the axis, 0..1, and the gridline values. */
export interface Scale {
  at(cents: number): number;
  ticks: number[];
}

export function linearScale(highest: number): Scale {
  const step = niceStep(highest / Y_TICKS);
  const top = Math.ceil(highest / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(value);
  return { at: (cents) => Math.max(0, cents) / top, ticks };
}

/** Powers of ten from the one below the lowest value ($100 at least) up: each decade the same
 *  height, so decades of growth show as a slope. */
export function logScale(lowest: number, highest: number): Scale {
  const low = Math.max(Math.log10(LOG_FLOOR_CENTS), Math.floor(Math.log10(Math.max(1, lowest))));
  const high = Math.max(low + 1, Math.ceil(Math.log10(highest)));
  const ticks: number[] = [];
  for (let power = low; power <= high; power++) ticks.push(10 ** power);
  return { at: (cents) => (Math.log10(Math.max(10 ** low, cents)) - low) / (high - low), ticks };
}

/** A drawing's size, in its own units. */
export interface Size {
  width: number;
  height: number;
}

/** The printed report's drawing (docs/api.md#website): one size whatever the screen's, printed at that
 *  size in CSS pixels (app.css), so its text is the print stylesheet's size on paper. */
const PRINT_SIZE: Size = { width: 400, height: 200 };
/** The printed report's smaller drawings, up to three side by side across the page (with the main
 *  chart, the goal's and every run of history): 232 CSS pixels are 61 mm, a third of A4's width. */
export const PAPER_SIDE_SIZE: Size = { width: 232, height: 120 };

/** Prints a drawing at its own size in CSS pixels (app.css), so its text is the print stylesheet's size. */
export function sizeForPaper(chart: SVGSVGElement, size: Size): void {
  chart.setAttribute('width', String(size.width));
  chart.setAttribute('height', String(size.height));
}

/** On screen the drawing is as wide as its box, within bounds, and as tall as its aspect. */
export function screenSize(container: HTMLElement): Size {
  const width = Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, container.clientWidth || MAX_WIDTH)));
  return { width, height: Math.round(Math.max(MIN_HEIGHT, width * ASPECT)) };
}

/** A drawing's size, and where an age and an amount sit on it. */
export interface Frame extends Size {
  top: number;
  bottom: number;
  x(age: number): number;
  y(cents: number): number;
}

export function frameFor({ width, height }: Size, firstAge: number, lastAge: number, scale: Scale): Frame {
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  return {
    width,
    height,
    top: MARGIN.top,
    bottom: MARGIN.top + plotHeight,
    x: (age) => MARGIN.left + ((age - firstAge) / Math.max(1, lastAge - firstAge)) * plotWidth,
    y: (cents) => MARGIN.top + plotHeight - scale.at(cents) * plotHeight,
  };
}

/** The gridlines and their amounts, the ages' ticks, the axis and its label. */
export function axes(frame: Frame, scale: Scale, firstAge: number, lastAge: number): SVGElement[] {
  const { width, height, x, y } = frame;
  const grid: SVGElement[] = [];
  for (const value of scale.ticks) {
    grid.push(
      svg('line', { class: 'gridline', x1: MARGIN.left, x2: width - MARGIN.right, y1: y(value), y2: y(value) }),
    );
    grid.push(
      svg(
        'text',
        { class: 'tick', x: MARGIN.left - 8, y: y(value), 'text-anchor': 'end', 'dominant-baseline': 'middle' },
        formatShortDollars(value),
      ),
    );
  }
  const every = yearStep(((lastAge - firstAge) / 12) * (MAX_WIDTH / width)) * 12;
  for (let age = Math.ceil(firstAge / every) * every; age <= lastAge; age += every) {
    grid.push(svg('line', { class: 'axis-tick', x1: x(age), x2: x(age), y1: frame.bottom, y2: frame.bottom + 5 }));
    grid.push(
      svg('text', { class: 'tick', x: x(age), y: frame.bottom + 18, 'text-anchor': 'middle' }, String(age / 12)),
    );
  }
  grid.push(svg('line', { class: 'axis', x1: MARGIN.left, x2: width - MARGIN.right, y1: y(0), y2: y(0) }));
  grid.push(
    svg(
      'text',
      { class: 'axis-label', x: (MARGIN.left + width - MARGIN.right) / 2, y: height - 6, 'text-anchor': 'middle' },
      words.chart.ageAxis,
    ),
  );
  return grid;
}

/** A fan chart drawn at a size: the drawing, its legend, and what its values on demand need. */
interface Drawing {
  chart: SVGSVGElement;
  legend: HTMLElement;
  data: Series;
  frame: Frame;
  steady: boolean;
}

function drawFan(id: string, size: Size, projection: Projection, view: ChartView): Drawing {
  const steady = projection.historical === undefined; // history has no steady return
  const data = series(projection, view.basis, view.logScale, view.paidIn, view.balances);
  const paid = data.paidIn.length > 0;
  const firstAge = itemAt(data.ages, 0);
  const lastAge = itemAt(data.ages, data.ages.length - 1);
  const pinned = view.baseline ? series(view.baseline.projection, view.basis, view.logScale) : undefined;
  const pinnedPoints = pinned
    ? pinned.ages
        .map((age, i) => ({ age, value: itemAt(itemAt(pinned.bands, ROW_P50), i) }))
        .filter((point) => point.age >= firstAge && point.age <= lastAge)
    : [];
  const goal = view.goal && view.goal.ageMonths >= firstAge && view.goal.ageMonths <= lastAge ? view.goal : undefined;
  const shownValues = [
    ...itemAt(data.bands, ROW_P90),
    ...(steady ? data.expected : []),
    ...pinnedPoints.map((point) => point.value),
    ...(goal ? [goal.cents] : []),
    ...data.paidIn.filter((cents) => !view.logScale || cents > 0),
  ];
  const highest = Math.max(...shownValues, MIN_TOP_CENTS);
  const lowest = Math.min(...itemAt(data.bands, ROW_P10), ...shownValues);
  const scale = view.logScale ? logScale(lowest, highest) : linearScale(highest);

  const frame = frameFor(size, firstAge, lastAge, scale);
  const { x, y } = frame;
  const points = (values: number[]) =>
    values.map((value, i) => `${x(itemAt(data.ages, i)).toFixed(1)},${y(value).toFixed(1)}`);
  const band = (low: number[], high: number[]) => [...points(high), ...points(low).reverse()].join(' ');
  // On a logarithmic scale the paid-in line starts with the first deposit, not at its floor.
  const paidFrom = view.logScale
    ? Math.max(
        0,
        data.paidIn.findIndex((cents) => cents > 0),
      )
    : 0;

  const extras = [
    paid && words.chart.totalPaidIn,
    steady && words.chart.steadyReturnLine,
    pinnedPoints.length > 0 && view.baseline?.label.toLowerCase(),
    goal?.label.toLowerCase(),
  ].filter((extra): extra is string => typeof extra === 'string');
  const summary = words.chart.summary(
    basisWords(view.basis),
    view.logScale,
    ageText(firstAge),
    ageText(lastAge),
    extras,
    view.planFrom === undefined ? null : ageText(view.planFrom),
  );
  const goalLine = goal
    ? svg('polyline', {
        class: 'goal-line',
        points: `${x(firstAge).toFixed(1)},${y(goal.cents).toFixed(1)} ${x(goal.ageMonths).toFixed(1)},${y(goal.cents).toFixed(1)}`,
      })
    : null;
  const goalMark = goal
    ? svg('circle', { class: 'goal-mark', cx: x(goal.ageMonths).toFixed(1), cy: y(goal.cents).toFixed(1), r: 5 })
    : null;
  const pinnedLine =
    pinnedPoints.length > 0
      ? svg('polyline', {
          class: 'pinned',
          points: pinnedPoints.map((point) => `${x(point.age).toFixed(1)},${y(point.value).toFixed(1)}`).join(' '),
        })
      : null;
  const titleId = `${id}-title`;
  const chart = svg(
    'svg',
    {
      viewBox: `0 0 ${frame.width} ${frame.height}`,
      role: 'img',
      'aria-labelledby': titleId,
      class: `fan ${view.basis}${view.logScale ? ' log' : ''}`,
    },
    svg('title', { id: titleId }, summary),
    ...axes(frame, scale, firstAge, lastAge),
    svg('polygon', { class: 'band-outer', points: band(itemAt(data.bands, ROW_P10), itemAt(data.bands, ROW_P90)) }),
    svg('polygon', { class: 'band-inner', points: band(itemAt(data.bands, ROW_P25), itemAt(data.bands, ROW_P75)) }),
    paid &&
      svg('polyline', {
        class: 'paid-in',
        points: points(data.paidIn).slice(paidFrom).join(' '),
      }),
    svg('polyline', { class: 'median', points: points(itemAt(data.bands, ROW_P50)).join(' ') }),
    steady && svg('polyline', { class: 'expected', points: points(data.expected).join(' ') }),
    pinnedLine,
    goalLine,
    goalMark,
  );
  const legend = el(
    'ul',
    { class: 'legend' },
    el('li', {}, el('span', { class: 'swatch band-outer', 'aria-hidden': 'true' }), words.chart.outerBand),
    el('li', {}, el('span', { class: 'swatch band-inner', 'aria-hidden': 'true' }), words.chart.innerBand),
    el('li', {}, el('span', { class: 'swatch median', 'aria-hidden': 'true' }), words.chart.median),
    paid && el('li', {}, el('span', { class: 'swatch paid-in', 'aria-hidden': 'true' }), words.chart.paidToDate),
    steady && el('li', {}, el('span', { class: 'swatch expected', 'aria-hidden': 'true' }), words.chart.steadyLegend),
    pinnedLine &&
      view.baseline &&
      el('li', {}, el('span', { class: 'swatch pinned', 'aria-hidden': 'true' }), view.baseline.label),
    goal && el('li', {}, el('span', { class: 'swatch goal-line', 'aria-hidden': 'true' }), goal.label),
  );
  return { chart, legend, data, frame, steady };
}

/** The chart on screen: as wide as its box, with its values at each age on demand, and its legend. */
export function renderChart(container: HTMLElement, projection: Projection, view: ChartView): void {
  const { chart, legend, data, frame, steady } = drawFan(container.id, screenSize(container), projection, view);
  container.replaceChildren(...withValues(chart, valuesOf(container.id, data, view, frame, steady)), legend);
}

/** The printed report's chart (print-report.ts): the same drawing at the print size, shown only in print
 *  beside the screen chart's legend, which is printed too; at the smaller size when other charts
 *  stand beside it (`beside`). */
export function renderPrintChart(
  container: HTMLElement,
  projection: Projection,
  view: ChartView,
  beside: boolean,
): void {
  const size = beside ? PAPER_SIDE_SIZE : PRINT_SIZE;
  const { chart } = drawFan(container.id, size, projection, view);
  sizeForPaper(chart, size);
  container.replaceChildren(chart);
}

/** A second chart on paper (the goal's), at the smaller print size: its drawing and its own legend. */
export function paperChart(id: string, projection: Projection, view: ChartView): [SVGSVGElement, HTMLElement] {
  const { chart, legend } = drawFan(id, PAPER_SIDE_SIZE, projection, view);
  sizeForPaper(chart, PAPER_SIDE_SIZE);
  return [chart, legend];
}

/** The lines whose values the chart says at each of the projection's ages (not the linear scale's
 *  start, which is drawn, not computed): the bands from the top, the paid-in total, the steady line. */
function valuesOf(id: string, data: Series, view: ChartView, frame: Frame, steady: boolean) {
  const own = (values: number[]) => values.slice(data.lead);
  const band = (row: number) => own(itemAt(data.bands, row));
  const lines: ValueLine[] = [
    { label: words.chart.p90, values: band(ROW_P90) },
    { label: words.chart.p75, values: band(ROW_P75) },
    { label: words.chart.medianValue, values: band(ROW_P50) },
    { label: words.chart.p25, values: band(ROW_P25) },
    { label: words.chart.p10, values: band(ROW_P10) },
  ];
  if (data.paidIn.length > 0) lines.push({ label: words.chart.paidInValue, values: own(data.paidIn) });
  if (steady) lines.push({ label: words.chart.steadyValue, values: own(data.expected) });
  return { id, ages: own(data.ages), x: frame.x, top: frame.top, bottom: frame.bottom, basis: view.basis, lines };
}
