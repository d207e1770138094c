// The fan chart: the percentile bands (10th-90th and 25th-75th shaded and outlined, the median as
// a line) and, under simulated markets, the steady-return line, at every milestone age, in nominal
// or today's dollars, on a linear or a logarithmic scale (long horizons), with another plan's median
// to compare (the plan as it stands, beside the one that reaches a goal) and the
// goal itself. Inline SVG with classes only (the stylesheet colours it), drawn from the Projection's
// own numbers.
import { ROW_P10, ROW_P25, ROW_P50, ROW_P75, ROW_P90 } from '../../assembly/layout.js';
import { itemAt } from '../../core/common/checked.js';
import type { Projection } from '../../core/schemas/projection.js';
import { el, svg } from './dom.js';
import { ageText, type Basis, basisWords, formatShortDollars } from './text.js';

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
}

/** The chart's numbers: on a linear scale each series starts at the child's age on asOf with an
 *  empty account; on a logarithmic one, which has no zero, at the first birthday at which even the
 *  10th percentile holds money (so no line rises from the foot of the scale). */
function series(projection: Projection, basis: Basis, logScale: boolean): Series {
  const start = projection.deterministic.startAgeMonths;
  const rows = basis === 'nominal' ? projection.percentiles.nominalCents : projection.percentiles.realCents;
  const expected = projection.deterministic.milestones.map((m) =>
    Number(basis === 'nominal' ? m.nominalCents : m.realCents),
  );
  if (!logScale)
    return {
      ages: [start, ...projection.percentiles.ages],
      bands: rows.map((row) => [0, ...row.map(Number)]),
      expected: [0, ...expected],
    };
  const first = Math.max(
    0,
    itemAt(rows, ROW_P10).findIndex((cents) => Number(cents) > 0),
  );
  return {
    ages: projection.percentiles.ages.slice(first),
    bands: rows.map((row) => row.slice(first).map(Number)),
    expected: expected.slice(first),
  };
}

/** Value -> height above the axis, 0..1, and the gridline values. */
interface Scale {
  at(cents: number): number;
  ticks: number[];
}

function linearScale(highest: number): Scale {
  const step = niceStep(highest / Y_TICKS);
  const top = Math.ceil(highest / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(value);
  return { at: (cents) => Math.max(0, cents) / top, ticks };
}

/** Powers of ten from the one below the lowest value ($100 at least) up: each decade the same
 *  height, so decades of growth show as a slope. */
function logScale(lowest: number, highest: number): Scale {
  const low = Math.max(Math.log10(LOG_FLOOR_CENTS), Math.floor(Math.log10(Math.max(1, lowest))));
  const high = Math.max(low + 1, Math.ceil(Math.log10(highest)));
  const ticks: number[] = [];
  for (let power = low; power <= high; power++) ticks.push(10 ** power);
  return { at: (cents) => (Math.log10(Math.max(10 ** low, cents)) - low) / (high - low), ticks };
}

export function renderChart(container: HTMLElement, projection: Projection, view: ChartView): void {
  const WIDTH = Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, container.clientWidth || MAX_WIDTH)));
  const HEIGHT = Math.round(Math.max(MIN_HEIGHT, WIDTH * ASPECT));
  const steady = projection.historical === undefined; // history has no steady return
  const data = series(projection, view.basis, view.logScale);
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
  ];
  const highest = Math.max(...shownValues, MIN_TOP_CENTS);
  const lowest = Math.min(...itemAt(data.bands, ROW_P10), ...shownValues);
  const scale = view.logScale ? logScale(lowest, highest) : linearScale(highest);

  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (age: number) => MARGIN.left + ((age - firstAge) / Math.max(1, lastAge - firstAge)) * plotWidth;
  const y = (cents: number) => MARGIN.top + plotHeight - scale.at(cents) * plotHeight;
  const points = (values: number[]) =>
    values.map((value, i) => `${x(itemAt(data.ages, i)).toFixed(1)},${y(value).toFixed(1)}`);
  const band = (low: number[], high: number[]) => [...points(high), ...points(low).reverse()].join(' ');

  const grid: SVGElement[] = [];
  for (const value of scale.ticks) {
    grid.push(
      svg('line', { class: 'gridline', x1: MARGIN.left, x2: WIDTH - MARGIN.right, y1: y(value), y2: y(value) }),
    );
    grid.push(
      svg(
        'text',
        { class: 'tick', x: MARGIN.left - 8, y: y(value), 'text-anchor': 'end', 'dominant-baseline': 'middle' },
        formatShortDollars(value),
      ),
    );
  }
  const every = yearStep(((lastAge - firstAge) / 12) * (MAX_WIDTH / WIDTH)) * 12;
  for (let age = Math.ceil(firstAge / every) * every; age <= lastAge; age += every) {
    grid.push(
      svg('line', {
        class: 'axis-tick',
        x1: x(age),
        x2: x(age),
        y1: MARGIN.top + plotHeight,
        y2: MARGIN.top + plotHeight + 5,
      }),
    );
    grid.push(
      svg(
        'text',
        { class: 'tick', x: x(age), y: MARGIN.top + plotHeight + 18, 'text-anchor': 'middle' },
        String(age / 12),
      ),
    );
  }

  const extras = [
    steady && 'the steady-return line',
    pinnedPoints.length > 0 && view.baseline?.label.toLowerCase(),
    goal?.label.toLowerCase(),
  ].filter((extra): extra is string => typeof extra === 'string');
  const summary =
    `Projected balance in ${basisWords(view.basis)}${view.logScale ? ' (logarithmic scale)' : ''} from ` +
    `${ageText(firstAge)} to ${ageText(lastAge)} of age: 10th to 90th and 25th to 75th percentile bands, the median` +
    `${extras.map((extra) => `, ${extra}`).join('')}.`;
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
  const chart = svg(
    'svg',
    {
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      role: 'img',
      'aria-labelledby': 'chart-title',
      class: `fan ${view.basis}${view.logScale ? ' log' : ''}`,
    },
    svg('title', { id: 'chart-title' }, summary),
    ...grid,
    svg('line', { class: 'axis', x1: MARGIN.left, x2: WIDTH - MARGIN.right, y1: y(0), y2: y(0) }),
    svg('polygon', { class: 'band-outer', points: band(itemAt(data.bands, ROW_P10), itemAt(data.bands, ROW_P90)) }),
    svg('polygon', { class: 'band-inner', points: band(itemAt(data.bands, ROW_P25), itemAt(data.bands, ROW_P75)) }),
    svg('polyline', { class: 'median', points: points(itemAt(data.bands, ROW_P50)).join(' ') }),
    steady && svg('polyline', { class: 'expected', points: points(data.expected).join(' ') }),
    pinnedLine,
    goalLine,
    goalMark,
    svg(
      'text',
      { class: 'axis-label', x: MARGIN.left + plotWidth / 2, y: HEIGHT - 6, 'text-anchor': 'middle' },
      'Age (years)',
    ),
  );
  const legend = el(
    'ul',
    { class: 'legend' },
    el('li', {}, el('span', { class: 'swatch band-outer', 'aria-hidden': 'true' }), '10th to 90th percentile'),
    el('li', {}, el('span', { class: 'swatch band-inner', 'aria-hidden': 'true' }), '25th to 75th percentile'),
    el('li', {}, el('span', { class: 'swatch median', 'aria-hidden': 'true' }), 'Median'),
    steady &&
      el(
        'li',
        {},
        el('span', { class: 'swatch expected', 'aria-hidden': 'true' }),
        'Steady-return line (no ups and downs)',
      ),
    pinnedLine &&
      view.baseline &&
      el('li', {}, el('span', { class: 'swatch pinned', 'aria-hidden': 'true' }), view.baseline.label),
    goal && el('li', {}, el('span', { class: 'swatch goal-line', 'aria-hidden': 'true' }), goal.label),
  );
  container.replaceChildren(chart, legend);
}
