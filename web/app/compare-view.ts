// Saved plans side by side (docs/api.md#website): "Save to compare" keeps the plan on screen under a
// name; the comparison is a table with one column per plan (the plan on screen first, unless it is
// one of them) and one row per figure: the plan in one sentence, the median at its target age, the
// ranges of 8 and of 5 markets out of 10 (with a withdrawal plan, what it leaves there), what was paid
// in, the Trump account after federal tax when the plan asks for it (with a withdrawal plan, over its
// years), and the markets; each saved plan can be opened, renamed and removed from
// its column. Every amount in the page's one choice of dollars. The list is kept by saved-store.ts,
// its figures come from plan-figures.ts, and the page's links carry it (address.ts).
import { ROW_P10, ROW_P25, ROW_P50, ROW_P75, ROW_P90 } from '../../assembly/layout.js';
import { planCell } from '../../core/answer/plan-words.js';
import { stateName } from '../../core/answer/state-words.js';
import { itemAt } from '../../core/common/checked.js';
import { shownBands } from '../../core/projection/shown-balances.js';
import type { NormalisedScenario } from '../../core/scenario/scenario.js';
import type { AfterTaxBlock } from '../../core/schemas/projection.js';
import type { SiteSettings } from '../../core/schemas/site-settings.js';
import { carryInLinks } from './address.js';
import { netAtTarget } from './after-tax-view.js';
import { byId, el } from './dom.js';
import { type FiguresState, PlanFigureEngine, type PlanFigures } from './plan-figures.js';
import { accountTotals } from './plan-view.js';
import { linkPart, MAX_NAME_LENGTH, MAX_SAVED_PLANS, preparedOf, type SavedPlan } from './saved-plans.js';
import { SavedPlanStore } from './saved-store.js';
import { scrollBox } from './scroll-box.js';
import { paidInOf, type Shown } from './shown.js';
import { ageText, type Basis, basisWords, money } from './text.js';
import { words } from './words.js';

/** What the comparison needs from the page. */
export interface ComparisonHooks {
  /** Puts a saved plan in the form and computes it. */
  open(scenario: NormalisedScenario): void;
  /** The saved plans in the page's links changed: the share link and the address follow. */
  linksChanged(): void;
}

/** One column: a saved plan, or the plan on screen when it is not saved. */
interface Column {
  plan: SavedPlan | undefined;
  state: FiguresState;
  shownNow: boolean;
}

/** One row: its header and its cell in a column with figures. */
interface Measure {
  key: string;
  label: (basis: Basis) => string;
  /** Its shorter header on paper, where a row is a plan and the headers stand over narrow columns. */
  paperLabel?: string;
  /** Its shorter cell on paper, where the caption says the rest. */
  paperCell?: (figures: PlanFigures, basis: Basis) => string;
  cell: (figures: PlanFigures, basis: Basis) => string;
}

function targetOf(figures: PlanFigures): number {
  return itemAt(figures.projection.percentiles.ages, figures.projection.percentiles.ages.length - 1);
}

/** A percentile of the balance at the target age as the page shows it: with a withdrawal plan, what
 *  the plan leaves there (core/projection/shown-balances.ts). */
function finalShown(figures: PlanFigures, row: number, basis: Basis): string {
  const bands = shownBands(figures.projection);
  const values = itemAt(basis === 'real' ? bands.realCents : bands.nominalCents, row);
  return itemAt(values, values.length - 1);
}

const range = (figures: PlanFigures, basis: Basis, low: number, high: number) =>
  words.afterTax.between(money(finalShown(figures, low, basis)), money(finalShown(figures, high, basis)));

const c = words.compare;

/** A plan's after-tax figure, with "(and New York tax)" on screen when its state's tax is in it too:
 *  the row's label says federal tax, which every plan's figure is after (docs/after-tax.md#state-tax). */
function withStateTax(block: AfterTaxBlock, figure: string, named: boolean): string {
  const state = named ? stateName(block.input, words) : null;
  return state === null ? figure : `${figure} ${c.andStateTax(state)}`;
}

/** What the Trump account leaves after tax: with a withdrawal plan over its years, as the headline says. */
function afterTaxCell(figures: PlanFigures, basis: Basis, named: boolean): string {
  const block = figures.projection.afterTax;
  if (block === undefined) return c.notAsked;
  if (block.plan !== undefined)
    return withStateTax(block, money(itemAt(accountTotals(block.plan.trumpAccount, basis), 1)), named);
  const net = netAtTarget(block.trumpAccount, ROW_P50, basis);
  return net === null ? words.afterTax.notBefore18 : withStateTax(block, money(net), named);
}

/** What the Roth IRA leaves, when the plan converts the account. */
function rothCell(figures: PlanFigures, basis: Basis, named: boolean): string {
  const after = figures.projection.afterTax;
  const block = after?.conversion;
  if (after === undefined || block === undefined) return c.noConversion;
  return withStateTax(after, money(itemAt(accountTotals(block.roth, basis), 1)), named);
}

/** Whether any of these columns' plans, once their figures are in, has `has`. */
function anyPlan(columns: Column[], has: (figures: PlanFigures) => boolean): boolean {
  return columns.some((column) => column.state.kind === 'ready' && has(column.state.figures));
}

/** Whether a plan's after-tax figures carry its state's tax. */
function hasStateTax(figures: PlanFigures): boolean {
  const input = figures.projection.afterTax?.input;
  return input !== undefined && stateName(input, words) !== null;
}

/** Simulated markets, naming a Sobol answer's sampler (docs/model.md#the-sobol-sampler): two plans
 *  that differ only in how their paths were drawn say so side by side. */
const simulatedWords = (figures: PlanFigures) =>
  figures.projection.assumptions.mcSampler === 'sobol' ? c.simulatedSobol : c.simulated;

const MEASURES: Measure[] = [
  {
    key: 'plan',
    label: () => c.plan,
    cell: (figures) => planCell(figures.scenario, figures.projection.deterministic.seedCents, words),
  },
  {
    key: 'median',
    label: () => c.median,
    paperLabel: c.paperMedian,
    cell: (figures, basis) => c.medianAt(money(finalShown(figures, ROW_P50, basis)), ageText(targetOf(figures))),
    // On paper the target age has a column of its own (paperTable).
    paperCell: (figures, basis) => money(finalShown(figures, ROW_P50, basis)),
  },
  {
    key: 'range',
    label: () => c.range,
    paperLabel: c.paperRange,
    cell: (figures, basis) => range(figures, basis, ROW_P10, ROW_P90),
  },
  {
    key: 'middle',
    label: () => c.middle,
    cell: (figures, basis) => range(figures, basis, ROW_P25, ROW_P75),
  },
  {
    key: 'paid-in',
    label: () => c.paidIn,
    cell: (figures, basis) => money(paidInOf(figures, basis).at(-1) ?? 0),
  },
  {
    key: 'after-tax',
    label: () => c.afterTax,
    paperLabel: c.paperAfterTax,
    cell: (figures, basis) => afterTaxCell(figures, basis, true),
    // On paper the caption says which tax, once (paperTable).
    paperCell: (figures, basis) => afterTaxCell(figures, basis, false),
  },
  {
    key: 'roth',
    label: () => c.roth,
    paperLabel: c.paperRoth,
    cell: (figures, basis) => rothCell(figures, basis, true),
    paperCell: (figures, basis) => rothCell(figures, basis, false),
  },
  {
    key: 'markets',
    label: () => c.markets,
    cell: (figures) => (figures.projection.historical ? c.history : simulatedWords(figures)),
    paperCell: (figures) => (figures.projection.historical ? c.paperHistory : simulatedWords(figures)),
  },
];

/** The rows a table of these columns has: after tax and the Roth conversion only when a plan asks. */
function measuresOf(columns: Column[]): Measure[] {
  return MEASURES.filter(
    (measure) =>
      (measure.key !== 'after-tax' || anyPlan(columns, (figures) => figures.projection.afterTax !== undefined)) &&
      (measure.key !== 'roth' || anyPlan(columns, (figures) => figures.projection.afterTax?.conversion !== undefined)),
  );
}

/** A column's name: the saved plan's, or "The plan shown (not saved)"; "(shown now)" when on screen. */
function nameOf(column: Column): (string | HTMLElement | false)[] {
  return [
    column.plan?.name ?? c.shownPlan,
    column.plan === undefined
      ? el('span', { class: 'plan-note' }, c.notSaved)
      : column.shownNow && el('span', { class: 'plan-note' }, c.shownNow),
  ];
}

function cellOf(column: Column, measure: Measure, basis: Basis, paper = false): HTMLTableCellElement {
  const { state } = column;
  if (state.kind === 'ready') {
    const text = (paper && measure.paperCell ? measure.paperCell : measure.cell)(state.figures, basis);
    return el('td', { 'data-measure': measure.key }, text);
  }
  const text = state.kind === 'pending' ? c.working : c.notAvailable(state.message);
  return el('td', { 'data-measure': measure.key, class: 'hint' }, measure.key === 'plan' ? text : '');
}

/** What the printed report leaves out of the comparison (docs/api.md#website): the plans' sentences
 *  (the plan shown has its own above) and the middle half of markets. */
const NOT_PRINTED = new Set(['plan', 'middle']);

/** Saved plans the report prints beside the plan shown, so that the fullest plan keeps to one page. */
const PAPER_SAVED_ROWS = 3;

/** The comparison on paper (docs/api.md#website): one row a plan, its figures as on screen, the plan
 *  shown and at most 3 saved plans, and a note of what it leaves to the page. Shown only in print
 *  (app.css). */
function paperTable(all: Column[], basis: Basis): HTMLElement {
  let others = 0;
  const columns = all.filter((column) => column.shownNow || others++ < PAPER_SAVED_ROWS);
  const saved = all.filter((column) => column.plan !== undefined).length;
  const printed = columns.filter((column) => column.plan !== undefined).length;
  const measures = measuresOf(columns).filter((measure) => !NOT_PRINTED.has(measure.key));
  return el(
    'div',
    { class: 'report-only' },
    el(
      'table',
      { class: 'compare-paper' },
      el('caption', {}, c.paperCaption(basisWords(basis), anyPlan(columns, hasStateTax))),
      el(
        'thead',
        {},
        el(
          'tr',
          {},
          el('th', { scope: 'col' }, c.paperPlan),
          el('th', { scope: 'col', 'data-measure': 'target' }, c.paperAge),
          ...measures.map((measure) =>
            el('th', { scope: 'col', 'data-measure': measure.key }, measure.paperLabel ?? measure.label(basis)),
          ),
        ),
      ),
      el(
        'tbody',
        {},
        ...columns.map((column) =>
          el(
            'tr',
            {},
            el('th', { scope: 'row' }, ...nameOf(column)),
            el('td', {}, column.state.kind === 'ready' ? ageText(targetOf(column.state.figures)) : ''),
            ...measures.map((measure) => cellOf(column, measure, basis, true)),
          ),
        ),
      ),
    ),
    // The note under it on paper: what it leaves to the page.
    el('p', { class: 'hint' }, c.paperNote(printed, saved)),
  );
}

export class Comparison {
  private readonly store = new SavedPlanStore();
  private readonly engine: PlanFigureEngine;
  private readonly section = byId('compare');
  private readonly notice = byId('compare-notice');
  private readonly status = byId('compare-status');
  private readonly box = byId('compare-table');
  private readonly nameInput = byId<HTMLInputElement>('save-name');
  private readonly saveStatus = byId('save-status');
  private shown: Shown | undefined;
  private basis: Basis = 'real';
  /** The plan being renamed, by its `s`. */
  private renaming: string | undefined;
  /** What loading the list found, said until the list changes. */
  private loadNotice = '';

  constructor(
    config: SiteSettings,
    private readonly hooks: ComparisonHooks,
  ) {
    this.engine = new PlanFigureEngine(
      config.wasmUrl,
      config.workerUrl,
      {
        siteUrl: config.siteUrl,
        budgetPathMonths: config.budgetPathMonths,
        solveBudgetPathMonths: config.solveBudgetPathMonths,
      },
      () => this.render(),
    );
    const loaded = this.store.load(location.search);
    this.loadNotice = [
      loaded.fromLink > 0 && c.fromLink(loaded.fromLink),
      loaded.leftOut > 0 && c.leftOut(loaded.leftOut, MAX_SAVED_PLANS),
    ]
      .filter((line): line is string => typeof line === 'string')
      .join(' ');
    this.nameInput.maxLength = MAX_NAME_LENGTH;
    byId('save-plan').addEventListener('click', () => this.save());
    this.nameInput.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      this.save();
    });
    carryInLinks(linkPart(this.store.plans).part);
    this.render();
  }

  /** Draws the comparison for the answer on screen, in the chosen dollars. */
  show(shown: Shown, basis: Basis): void {
    this.shown = shown;
    this.basis = basis;
    this.render();
  }

  private save(): void {
    const shown = this.shown;
    if (shown === undefined) return;
    const saved = this.store.find(shown.s);
    if (saved) {
      this.saveStatus.textContent = c.alreadySaved(saved.name);
      return;
    }
    if (this.store.full) {
      this.saveStatus.textContent = c.full(MAX_SAVED_PLANS);
      return;
    }
    const prepared = preparedOf(shown.s);
    if (prepared === undefined) return;
    const name = this.store.add({ s: shown.s, prepared }, this.nameInput.value);
    this.engine.remember(shown.s, shown);
    this.nameInput.value = '';
    this.changed();
    this.saveStatus.textContent = c.saved(name, this.store.plans.length);
  }

  /** The list changed: the links follow, the load notice has been read. */
  private changed(): void {
    this.loadNotice = '';
    carryInLinks(linkPart(this.store.plans).part);
    this.hooks.linksChanged();
    this.render();
  }

  private columns(): Column[] {
    const shown = this.shown;
    const saved = this.store.plans.map((plan) => ({
      plan,
      state: this.engine.figures(plan.prepared),
      shownNow: plan.s === shown?.s,
    }));
    if (shown === undefined || saved.some((column) => column.shownNow)) return saved;
    return [{ plan: undefined, state: { kind: 'ready', figures: shown }, shownNow: true }, ...saved];
  }

  private notices(): string {
    const { plans } = this.store;
    const { carried } = linkPart(plans);
    return [
      this.loadNotice,
      carried < plans.length && c.carried(carried, plans.length),
      !this.store.persistent && c.notKept,
    ]
      .filter((line): line is string => typeof line === 'string' && line !== '')
      .join(' ');
  }

  private render(): void {
    const { plans } = this.store;
    this.nameInput.placeholder = this.store.defaultName();
    this.notice.textContent = this.notices();
    this.notice.hidden = this.notice.textContent === '';
    this.section.hidden = plans.length === 0 && this.notice.hidden && this.status.textContent === '';
    if (plans.length === 0) {
      this.box.replaceChildren();
      return;
    }
    const focused = document.activeElement?.closest('#compare-table') ? document.activeElement : null;
    const refocus = focused instanceof HTMLElement ? focused.dataset.focusKey : undefined;
    const columns = this.columns();
    this.box.replaceChildren(...this.table(columns), paperTable(columns, this.basis));
    if (refocus === undefined) return;
    // An opened plan has no "Open" any more: focus stays in its column, on "Rename".
    const again = [refocus, refocus.replace(/^open /, 'rename ')].map((key) =>
      this.box.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`),
    );
    (again[0] ?? again[1])?.focus();
  }

  private table(columns: Column[]): HTMLElement[] {
    const basis = this.basis;
    const measures = measuresOf(columns);
    const heading = (column: Column) =>
      el('th', { scope: 'col', 'data-plan': column.plan?.name ?? '' }, ...nameOf(column));
    const table = el(
      'table',
      {
        id: 'compare-plans',
        class: 'compare-plans',
        'aria-busy': String(columns.some((c) => c.state.kind === 'pending')),
      },
      el('caption', { id: 'compare-caption' }, c.caption(basisWords(basis))),
      el('thead', {}, el('tr', {}, el('td', {}), ...columns.map(heading))),
      el(
        'tbody',
        {},
        ...measures.map((measure) =>
          el(
            'tr',
            {},
            el('th', { scope: 'row' }, measure.label(basis)),
            ...columns.map((column) => cellOf(column, measure, basis)),
          ),
        ),
        el(
          'tr',
          { class: 'plan-actions' },
          el('th', { scope: 'row' }, c.change),
          ...columns.map((column) => el('td', {}, this.actions(column))),
        ),
      ),
    );
    return scrollBox({ 'aria-labelledby': 'compare-caption' }, table);
  }

  /** A button whose visible word is followed by the plan's name for screen readers. */
  private button(word: string, plan: SavedPlan, key: string, action: () => void): HTMLButtonElement {
    const button = el(
      'button',
      { type: 'button', class: 'secondary', 'data-focus-key': `${key} ${plan.s}` },
      word,
      el('span', { class: 'visually-hidden' }, ` ${plan.name}`),
    );
    button.addEventListener('click', action);
    return button;
  }

  private actions(column: Column): HTMLElement | string {
    const { plan } = column;
    if (plan === undefined) return c.saveFirst;
    if (this.renaming === plan.s) return this.renameForm(plan);
    return el(
      'div',
      { class: 'plan-buttons' },
      !column.shownNow && this.button(c.open, plan, 'open', () => this.openPlan(plan)),
      this.button(c.rename, plan, 'rename', () => {
        this.renaming = plan.s;
        this.render();
        byId<HTMLInputElement>('rename-input').focus();
        byId<HTMLInputElement>('rename-input').select();
      }),
      this.button(c.remove, plan, 'remove', () => this.removePlan(plan)),
    );
  }

  private renameForm(plan: SavedPlan): HTMLElement {
    const input = el('input', { id: 'rename-input', type: 'text', value: plan.name, maxlength: MAX_NAME_LENGTH });
    const done = (name: string | undefined) => {
      this.renaming = undefined;
      if (name !== undefined) {
        const kept = this.store.rename(plan.s, name);
        this.status.textContent = kept === undefined ? c.nameless : c.renamed(kept);
        this.changed();
      } else this.render();
      this.box.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(`rename ${plan.s}`)}"]`)?.focus();
    };
    const save = el('button', { type: 'button' }, c.saveName);
    const cancel = el('button', { type: 'button', class: 'link' }, c.cancel);
    save.addEventListener('click', () => done(input.value));
    cancel.addEventListener('click', () => done(undefined));
    input.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== 'Escape') return;
      // No keypress follows, so the Rename button, focused again, is not pressed by the same key.
      event.preventDefault();
      done(event.key === 'Enter' ? input.value : undefined);
    });
    return el(
      'div',
      { class: 'rename' },
      el('label', { for: 'rename-input' }, c.newName(plan.name)),
      input,
      el('span', { class: 'plan-buttons' }, save, cancel),
    );
  }

  private openPlan(plan: SavedPlan): void {
    this.hooks.open(plan.prepared.scenario);
    this.status.textContent = c.opened(plan.name);
  }

  private removePlan(plan: SavedPlan): void {
    const index = this.store.plans.indexOf(plan);
    this.store.remove(plan.s);
    this.status.textContent = c.removed(plan.name, this.store.plans.length);
    this.changed();
    const next = this.store.plans[Math.min(index, this.store.plans.length - 1)];
    const target = next
      ? this.box.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(`remove ${next.s}`)}"]`)
      : byId('save-plan');
    target?.focus();
  }
}
