// The values on a chart at one age, by pointer, touch and keyboard (docs/api.md#website): pointing
// at the chart or touching it picks the nearest age; the chart takes focus, the left and right
// arrow keys (and Home and End) move from age to age; Escape hides the values again. A line marks the
// age on the drawing, and a polite live region under it says every value at that age in words, so a
// screen reader hears what a sighted reader sees (WCAG 2.1 AA: 1.4.13 content on hover or focus is
// dismissible with Escape and stays while read; 2.1.1 keyboard; 4.1.3 status messages).
import { itemAt } from '../../core/common/checked.js';
import { el, svg } from './dom.js';
import { ageText, type Basis, basisWords, money } from './text.js';
import { words } from './words.js';

/** One line's values, in the chart's dollars (cents), one per age. */
export interface ValueLine {
  label: string;
  values: readonly number[];
}

/** What a chart tells this module: its ages, where each sits, the plot's height, and its lines. */
export interface ChartValues {
  /** Prefix of the ids made here: the chart's container id. */
  id: string;
  ages: readonly number[];
  /** An age's x in the drawing's units. */
  x: (age: number) => number;
  top: number;
  bottom: number;
  basis: Basis;
  lines: readonly ValueLine[];
}

/** "At 5 years, in today's dollars: 90th percentile $12,345; ...; paid in $6,000." */
function valuesText(values: ChartValues, index: number): string {
  const age = itemAt(values.ages, index);
  const parts = values.lines.map((line) => `${line.label} ${money(itemAt(line.values, index))}`);
  return words.chart.valuesAt(ageText(age), basisWords(values.basis), parts);
}

/** The index of the age nearest to `at` (an x in the drawing's units). */
function nearest(values: ChartValues, at: number): number {
  let best = 0;
  values.ages.forEach((age, i) => {
    if (Math.abs(values.x(age) - at) < Math.abs(values.x(itemAt(values.ages, best)) - at)) best = i;
  });
  return best;
}

/** Wraps a drawn chart: the focusable box with the chart, then the readout and how to use it. */
export function withValues(chart: SVGSVGElement, values: ChartValues): HTMLElement[] {
  const last = values.ages.length - 1;
  const marker = svg('line', { class: 'value-marker', y1: values.top, y2: values.bottom, 'aria-hidden': 'true' });
  marker.setAttribute('visibility', 'hidden');
  chart.append(marker);
  const readout = el('p', {
    class: 'chart-readout',
    id: `${values.id}-values`,
    role: 'status',
    'aria-live': 'polite',
    'aria-atomic': 'true',
  });
  const how = el('p', { class: 'hint chart-how', id: `${values.id}-how` }, words.chart.how);
  const box = el(
    'div',
    {
      class: 'chart-values',
      tabindex: 0,
      role: 'group',
      'aria-label': words.chart.valuesLabel,
      'aria-describedby': `${values.id}-how`,
    },
    chart,
  );
  let shown: number | undefined;
  const show = (index: number | undefined) => {
    shown = index;
    if (index === undefined) {
      marker.setAttribute('visibility', 'hidden');
      readout.textContent = '';
      box.removeAttribute('data-age');
      return;
    }
    const x = values.x(itemAt(values.ages, index)).toFixed(1);
    marker.setAttribute('x1', x);
    marker.setAttribute('x2', x);
    marker.setAttribute('visibility', 'visible');
    readout.textContent = valuesText(values, index);
    box.dataset.age = String(itemAt(values.ages, index));
  };
  if (last < 0) return [box, how];
  const fromPointer = (event: PointerEvent) => {
    const rect = chart.getBoundingClientRect();
    const width = chart.viewBox.baseVal.width;
    if (rect.width === 0 || width === 0) return;
    show(nearest(values, ((event.clientX - rect.left) * width) / rect.width));
  };
  chart.addEventListener('pointermove', fromPointer);
  chart.addEventListener('pointerdown', fromPointer);
  // A mouse that leaves takes the values with it; a finger lifted leaves them to be read.
  chart.addEventListener('pointerleave', (event) => {
    if (event.pointerType === 'mouse') show(undefined);
  });
  box.addEventListener('keydown', (event) => {
    const moves: Record<string, () => number | undefined> = {
      ArrowRight: () => (shown === undefined ? 0 : Math.min(last, shown + 1)),
      ArrowUp: () => (shown === undefined ? 0 : Math.min(last, shown + 1)),
      ArrowLeft: () => (shown === undefined ? last : Math.max(0, shown - 1)),
      ArrowDown: () => (shown === undefined ? last : Math.max(0, shown - 1)),
      Home: () => 0,
      End: () => last,
      Escape: () => undefined,
    };
    const move = moves[event.key];
    if (move === undefined || (event.key === 'Escape' && shown === undefined)) return;
    event.preventDefault();
    show(move());
  });
  return [box, readout, how];
}
