// Every run of history as a chart (docs/api.md#website): under the historical model, one thin line
// per complete window, its balance at every birthday and at the target, exactly as the engine kept
// it (core: pathsOf, docs/api.md#every-run-of-history), in the page's choice of dollars and scale;
// the median, the worst and the best run drawn heavier and named in the legend with their starting
// month and balance at the target. One SVG path per window with whole-unit coordinates keeps the
// drawing small (a few hundred kilobytes at most). The list of runs beside it (runs.ts) is the
// text alternative of every line; the legend names the three drawn heavier.
import { itemAt } from '../../core/common/checked.js';
import { extremeWindows, historyMonth } from '../../core/projection/history.js';
import { startingCents } from '../../core/scenario/scenario.js';
import {
  axes,
  frameFor,
  linearScale,
  logScale,
  PAPER_SIDE_SIZE,
  type Size,
  screenSize,
  sizeForPaper,
} from './chart.js';
import { el, svg } from './dom.js';
import type { Shown } from './shown.js';
import { ageText, type Basis, basisWords, money } from './text.js';
import { words } from './words.js';

/** This module's words (core/i18n/). */
const said = words.history;

/** An empty account still gets a $0-$100 scale, as on the main chart. */
const MIN_TOP_CENTS = 10_000;

/** The run in the middle by balance at the target, ties to the earlier start as the list sorts
 *  them: of an even count, the lower of the two middle runs (the median percentile lies between
 *  them). */
function middleWindow(finals: ArrayLike<number>): number {
  const order = Array.from({ length: finals.length }, (_, w) => w);
  order.sort((a, b) => itemAt(finals, a) - itemAt(finals, b) || a - b);
  return itemAt(order, Math.floor((order.length - 1) / 2));
}

interface Named {
  key: 'median' | 'worst' | 'best';
  name: string;
  window: number;
}

interface PathsDrawing {
  chart: SVGSVGElement;
  legend: HTMLElement;
  windows: number;
  /** The target age in words. */
  target: string;
}

/** The drawing of every run at a size, and its legend (on paper, shorter: the caption says the age
 *  and the dollars once); undefined without paths. */
function drawPaths(
  id: string,
  size: Size,
  shown: Shown,
  basis: Basis,
  log: boolean,
  paper: boolean,
): PathsDrawing | undefined {
  const { paths, projection } = shown;
  if (paths === null || paths.ages.length === 0) return undefined;
  const allColumns = basis === 'real' ? paths.realCents : paths.nominalCents;
  const finals = itemAt(allColumns, allColumns.length - 1);
  const windows = finals.length;
  if (windows === 0) return undefined;

  // Linear: from the child's age on asOf with the money already there (every window starts with
  // it); logarithmic, which has no zero: from the first age at which every window holds money.
  const startAge = projection.deterministic.startAgeMonths;
  const firstColumn = log
    ? Math.max(
        0,
        allColumns.findIndex((column) => column.every((cents) => cents > 0)),
      )
    : 0;
  const columns = allColumns.slice(firstColumn);
  const ages = [...(log ? [] : [startAge]), ...paths.ages.slice(firstColumn)];
  const start = startingCents(shown.scenario).balance;
  const at = (c: number, w: number) =>
    log ? itemAt(itemAt(columns, c), w) : c === 0 ? start : itemAt(itemAt(columns, c - 1), w);

  let highest = MIN_TOP_CENTS;
  let lowest = Number.POSITIVE_INFINITY;
  for (const column of columns)
    for (const cents of column) {
      if (cents > highest) highest = cents;
      if (cents < lowest) lowest = cents;
    }
  const scale = log ? logScale(lowest, highest) : linearScale(highest);
  const firstAge = itemAt(ages, 0);
  const lastAge = itemAt(ages, ages.length - 1);
  const frame = frameFor(size, firstAge, lastAge, scale);
  const xs = ages.map((age) => frame.x(age));
  const line = (w: number, digits: number) =>
    xs.map((x, c) => `${c === 0 ? 'M' : 'L'}${x.toFixed(digits)},${frame.y(at(c, w)).toFixed(digits)}`).join('');

  const { worst, best } = extremeWindows(finals);
  const named: Named[] = [
    { key: 'median', name: said.medianRun, window: middleWindow(finals) },
    { key: 'worst', name: said.worstRun, window: worst },
    { key: 'best', name: said.bestRun, window: best },
  ];
  const target = ageText(lastAge);
  const titleId = `${id}-paths-title`;
  const count = windows.toLocaleString('en-US');
  const chart = svg(
    'svg',
    {
      viewBox: `0 0 ${frame.width} ${frame.height}`,
      role: 'img',
      'aria-labelledby': titleId,
      class: `fan runs-chart ${basis}${log ? ' log' : ''}`,
    },
    svg('title', { id: titleId }, said.chartLabel(basisWords(basis), log, ageText(firstAge), target, count)),
    ...axes(frame, scale, firstAge, lastAge),
    svg(
      'g',
      { class: 'runs-all' },
      ...Array.from({ length: windows }, (_, w) => svg('path', { class: 'run', d: line(w, 0) })),
    ),
    ...named.map(({ key, window }) =>
      svg('path', { class: `run-named run-${key}`, 'data-start-month': historyMonth(window), d: line(window, 1) }),
    ),
  );
  const legend = el(
    'ul',
    { class: 'legend' },
    el('li', {}, el('span', { class: 'swatch run', 'aria-hidden': 'true' }), said.everyRun(count)),
    ...named.map(({ key, name, window }) =>
      el(
        'li',
        { 'data-run': key },
        el('span', { class: `swatch run-${key}`, 'aria-hidden': 'true' }),
        paper
          ? said.paperRun(name, words.dates.month(historyMonth(window)), money(itemAt(finals, window)))
          : said.namedRun(name, words.dates.month(historyMonth(window)), money(itemAt(finals, window)), target),
      ),
    ),
  );
  return { chart, legend, windows, target };
}

/** Draws the chart into the history section (after what history says); nothing without paths. */
export function renderHistoryPaths(container: HTMLElement, shown: Shown, basis: Basis, log: boolean): void {
  const drawn = drawPaths(container.id, screenSize(container), shown, basis, log, false);
  if (drawn === undefined) return;
  container.append(
    el(
      'figure',
      { class: 'chart history-paths', id: `${container.id}-paths` },
      el('h4', {}, said.chartTitle),
      drawn.chart,
      drawn.legend,
      el('figcaption', {}, said.chartCaption(basisWords(basis))),
    ),
  );
}

/** The printed report's drawing of every run (docs/api.md#website): at the print size, its legend
 *  naming the median, worst and best runs, and under the row of charts (`note`) a line saying that
 *  the list of runs is not printed; both empty without paths. Drawn just before printing
 *  (print-report.ts): a second drawing of every run with every answer would double the page's work
 *  for a report seldom printed. */
export function renderPaperPaths(
  container: HTMLElement,
  note: HTMLElement,
  shown: Shown,
  basis: Basis,
  log: boolean,
): void {
  const drawn = drawPaths(container.id, PAPER_SIDE_SIZE, shown, basis, log, true);
  if (drawn === undefined) {
    container.replaceChildren();
    note.replaceChildren();
    return;
  }
  sizeForPaper(drawn.chart, PAPER_SIDE_SIZE);
  container.replaceChildren(el('h4', {}, said.chartTitle), drawn.chart, drawn.legend);
  note.textContent = said.paperNote(drawn.windows.toLocaleString('en-US'), drawn.target, basisWords(basis));
}
