// A wide table's box (docs/api.md#website): a region of its own, named by its heading, that takes
// focus so a keyboard can scroll it sideways, and, while its table is wider than the box (a phone
// shows three or four of seven columns), a visible line above it that says more columns are to the
// right and how to reach them, and a shadow on its right edge until it is scrolled to the end.
// Measured after layout by one ResizeObserver for every box: a long table is laid out only when it
// comes into view (content-visibility in app.css), and only then can it be measured.
import { type Attributes, el } from './dom.js';
import { words } from './words.js';

/** The cue's words: what is hidden, and how to reach it by touch and by keyboard. */
const SCROLL_CUE = words.table.scrollCue;

/** What each observed element's box updates. */
const boxes = new WeakMap<Element, () => void>();

/** Reads every changed box's sizes, then writes, so one layout serves them all. */
const observer =
  typeof ResizeObserver === 'undefined'
    ? undefined
    : new ResizeObserver((entries) => {
        const updates = new Set<() => void>();
        for (const { target } of entries) {
          if (!target.isConnected) {
            observer?.unobserve(target);
            continue;
          }
          const update = boxes.get(target);
          if (update) updates.add(update);
        }
        for (const update of updates) update();
      });

/** The cue and the box around `children` (tables), in that order. */
export function scrollBox(attributes: Attributes, ...children: HTMLElement[]): [HTMLElement, HTMLElement] {
  const cue = el('p', { class: 'scroll-cue', hidden: true }, SCROLL_CUE);
  const { class: className, ...rest } = attributes;
  const box = el(
    'div',
    { ...rest, class: ['table-scroll', className].filter(Boolean).join(' '), tabindex: 0, role: 'region' },
    ...children,
  );
  const update = () => {
    const overflows = box.scrollWidth > box.clientWidth + 1;
    const atEnd = box.scrollLeft + box.clientWidth >= box.scrollWidth - 1;
    if (cue.hidden === overflows) cue.hidden = !overflows;
    box.classList.toggle('overflows', overflows);
    box.classList.toggle('at-end', atEnd);
  };
  box.addEventListener('scroll', update, { passive: true });
  for (const target of [box, ...children]) {
    boxes.set(target, update);
    observer?.observe(target);
  }
  return [cue, box];
}
