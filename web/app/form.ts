// The scenario form: every field of a Scenario (docs/api.md#scenario) in the units people use
// (dollars, percentages, years and months), read into a scenario object for checkScenario and
// written back from a normalised one (a share link); problems shown beside their fields, in the
// page's words. What only experts change (the start date, volatility, seed, paths and how they are
// drawn) waits in an "Advanced" group. The fields are built by fields.ts, read by reader.ts; each
// source is a SourceRow (source-row.ts).
import { DEFAULT_TARGET_AGE_MONTHS, defaultPlanBody } from '../../core/answer/default-plan.js';
import { itemAt } from '../../core/common/checked.js';
import { isUsState, US_STATE_CODES, type UsState } from '../../core/common/us-states.js';
import {
  mcSamplerOf,
  type NormalisedScenario,
  normaliseScenario,
  returnModelOf,
} from '../../core/scenario/scenario.js';
import type { FieldProblem } from '../../core/schemas/field-problems.js';
import {
  MAX_SOURCES,
  MC_SAMPLERS,
  type McSampler,
  RETURN_MODELS,
  type ReturnModel,
} from '../../core/schemas/scenario-values.js';
import { AfterTaxFields } from './after-tax-fields.js';
import { el } from './dom.js';
import {
  type AgeField,
  ageField,
  amountField,
  checkboxField,
  type Field,
  percentField,
  radioField,
  type Slot,
  type Slots,
  selectField,
  slot,
  textField,
  writeAge,
} from './fields.js';
import { GiftsBox } from './gifts-box.js';
import { GoalFields } from './goal-fields.js';
import { humanise } from './messages.js';
import { ageOn, Reader } from './reader.js';
import { type RowSnapshot, SourceRow } from './source-row.js';
import { stateChoices } from './state-choices.js';
import { StatesFollow } from './states-follow.js';
import { centsToDollars, fractionToPercent } from './text.js';
import { words } from './words.js';

/** The two ways of making the bands (docs/model.md#historical-markets). */
const RETURN_MODEL_LABELS: Record<ReturnModel, string> = {
  lognormal: words.form.simulated,
  historical: words.form.history,
};

/** The two ways of drawing simulated paths (docs/model.md#the-sobol-sampler). */
const SAMPLER_LABELS: Record<McSampler, string> = {
  pseudo: words.form.samplerPseudo,
  sobol: words.form.samplerSobol,
};

/** A problem as the summary lists it: the field's name, the message, the input to go to. */
export interface ShownProblem {
  field: string;
  message: string;
  target: HTMLElement | undefined;
}

/** "grandma: Amount per deposit", from the names on the page. */
function slotName(found: Slot): string {
  const source = found.wrapper.closest('fieldset.source');
  const sourceName = source ? (source.querySelector(':scope > legend')?.textContent ?? '') : '';
  return [sourceName, found.name].filter(Boolean).join(': ');
}

/** "Source 3" for a pointer into a source that the form does not show (a share link's). */
function pointerName(pointer: string): string {
  const source = /^\/sources\/(\d+)/.exec(pointer);
  return source ? words.form.sourceN(Number(source[1]) + 1) : words.form.thePlan;
}

export interface FormRead {
  /** The scenario as typed, for checkScenario. */
  value: Record<string, unknown>;
  /** Problems found while reading the text (the wrapper would only say "must be number"). */
  problems: FieldProblem[];
}

export class ScenarioForm {
  private readonly slots: Slots = new Map();
  private readonly topSlots: Slots = new Map();
  private rows: SourceRow[] = [];
  private readonly sourceList: HTMLElement;
  private readonly addButton: HTMLButtonElement;
  private readonly formError: HTMLElement;
  private readonly birthDate: Field;
  /** Where the child lives, for the pledges limited to states; not part of the scenario. */
  private readonly stateField: Field<HTMLSelectElement>;
  /** The child's state and after tax's follow each other on the parent's changes. */
  private readonly states: StatesFollow;
  private readonly asOf: Field;
  private readonly targetAge: AgeField;
  private readonly includeSeed: Field;
  private readonly annualReturn: Field;
  private readonly returnIsReal: Field<HTMLSelectElement>;
  private readonly annualInflation: Field;
  private readonly annualFee: Field;
  private readonly annualVolatility: Field;
  private readonly mcSeed: Field;
  private readonly mcPaths: Field;
  private readonly mcSampler: Field<HTMLSelectElement>;
  private readonly returnModel: ReturnType<typeof radioField>;
  private readonly advanced: HTMLDetailsElement;
  /** The "Advanced" group's summary, which names a Sobol sequence while one is chosen. */
  private readonly advancedSummary: HTMLElement;
  private readonly currentBalance: Field;
  private readonly currentBasis: Field;
  private readonly contributedThisYear: Field;
  /** "Plan for a goal": the goal and the source to solve for. */
  readonly goal: GoalFields;
  /** "After tax": the settings of the after-tax comparison. */
  readonly afterTax: AfterTaxFields;
  /** Where the eligible funds' past returns are offered (returns-offer.ts), under the return. */
  readonly returnOffer: HTMLElement;
  /** "Free money this child may get", under the child (gifts-box.ts). */
  readonly gifts: GiftsBox;

  constructor(
    root: HTMLFormElement,
    private readonly onChange: () => void,
  ) {
    const s = this.topSlots;
    this.birthDate = textField(s, '/birthDate', 'f-birthDate', words.form.birthDate, {
      kind: 'date',
      type: 'date',
      hint: words.form.birthDateHint,
    });
    this.stateField = selectField(
      s,
      '/state',
      'f-state',
      words.form.state,
      [['', words.form.stateNone], ...stateChoices(US_STATE_CODES)],
      words.form.stateHint,
    );
    this.stateField.input.name = 'state';
    this.asOf = textField(s, '/asOf', 'f-asOf', words.form.asOf, {
      kind: 'date',
      type: 'date',
      hint: words.form.asOfHint,
    });
    this.targetAge = ageField(s, '/targetAgeMonths', 'f-target', words.form.targetAge);
    this.includeSeed = checkboxField(s, '/includeSeed', 'f-includeSeed', words.form.includeSeed);
    const percent = (pointer: string, id: string, label: string, hint: string) =>
      percentField(s, pointer, id, label, hint);
    this.annualReturn = percent(
      '/annualReturn',
      'f-annualReturn',
      words.form.annualReturn,
      words.form.annualReturnHint,
    );
    this.returnIsReal = selectField(s, '/returnIsReal', 'f-returnIsReal', words.form.returnIs, [
      ['real', words.form.returnReal],
      ['nominal', words.form.returnNominal],
    ]);
    this.annualInflation = percent(
      '/annualInflation',
      'f-annualInflation',
      words.form.inflation,
      words.form.inflationHint,
    );
    this.annualFee = percent('/annualFee', 'f-annualFee', words.form.fee, words.form.feeHint);
    this.annualVolatility = percent(
      '/annualVolatility',
      'f-annualVolatility',
      words.form.volatility,
      words.form.volatilityHint,
    );
    this.mcSeed = textField(s, '/mcSeed', 'f-mcSeed', words.form.seed, {
      kind: 'whole',
      inputmode: 'numeric',
      hint: words.form.seedHint,
      className: 'narrow',
    });
    this.mcPaths = textField(s, '/mcPaths', 'f-mcPaths', words.form.paths, {
      kind: 'whole',
      inputmode: 'numeric',
      hint: words.form.pathsHint,
      className: 'narrow',
    });
    this.mcSampler = selectField(
      s,
      '/mcSampler',
      'f-mcSampler',
      words.form.sampler,
      MC_SAMPLERS.map((sampler): [string, string] => [sampler, SAMPLER_LABELS[sampler]]),
      words.form.samplerHint,
    );
    const models = RETURN_MODELS.map((model): [string, string] => [model, RETURN_MODEL_LABELS[model]]);
    this.returnModel = radioField(
      s,
      '/returnModel',
      'f-returnModel',
      words.form.markets,
      models,
      words.form.marketsHint,
    );
    this.returnModel.wrapper.addEventListener('change', () => this.showModelFields());
    this.mcSampler.input.addEventListener('change', () => this.showAdvancedSummary());

    this.sourceList = el('div', { class: 'sources' });
    this.addButton = el('button', { type: 'button', class: 'secondary' }, words.form.addSource);
    this.addButton.addEventListener('click', () => this.addSource(undefined, true));
    const sourcesBox = el(
      'fieldset',
      { class: 'group' },
      el('legend', {}, words.form.contributions),
      el('p', { class: 'hint' }, words.form.sourcesHint(MAX_SOURCES)),
      this.sourceList,
      this.addButton,
    );
    slot(s, '/sources', 'list', 'Contributions', sourcesBox, 'f-sources-error', []);
    const money = (pointer: string, id: string, label: string, hint: string) =>
      amountField(s, pointer, id, label, hint);
    this.currentBalance = money(
      '/currentBalanceCents',
      'f-currentBalance',
      words.form.alreadyIn,
      words.form.alreadyInHint,
    );
    this.currentBasis = money('/currentBasisCents', 'f-currentBasis', words.form.basis, words.form.basisHint);
    this.contributedThisYear = money(
      '/contributedThisYearCents',
      'f-contributedThisYear',
      words.form.thisYear,
      words.form.thisYearHint,
    );
    this.gifts = new GiftsBox({
      hasSource: (name) => this.rows.some((row) => row.name() === name),
      seedIncluded: () => this.includeSeed.input.checked,
      includeSeed: () => {
        this.includeSeed.input.checked = true;
        this.includeSeed.input.focus();
        this.onChange();
      },
      addGift: (name, amountCents, atAgeMonths) => this.addGift(name, amountCents, atAgeMonths),
    });
    this.goal = new GoalFields(s);
    this.afterTax = new AfterTaxFields(s);
    const taxState = this.afterTax.stateControls();
    this.states = new StatesFollow(this.stateField.input, taxState.select, taxState.box);
    this.formError = el('p', { class: 'error', id: 'f-error', hidden: true });
    this.formError.setAttribute('role', 'alert');
    this.returnOffer = el('div', { class: 'return-offer' });
    this.advancedSummary = el('summary', {}, words.form.advanced);
    this.advanced = el(
      'details',
      { class: 'group advanced', id: 'f-advanced' },
      this.advancedSummary,
      el(
        'div',
        { class: 'grid' },
        this.asOf.wrapper,
        this.annualVolatility.wrapper,
        this.mcSeed.wrapper,
        this.mcPaths.wrapper,
        this.mcSampler.wrapper,
      ),
    );

    root.append(
      el(
        'fieldset',
        { class: 'group' },
        el('legend', {}, words.form.child),
        el('div', { class: 'grid' }, this.birthDate.wrapper, this.stateField.wrapper, this.targetAge.wrapper),
        this.includeSeed.wrapper,
        this.gifts.element,
      ),
      el(
        'fieldset',
        { class: 'group' },
        el('legend', {}, words.form.moneyIn),
        el(
          'div',
          { class: 'grid' },
          this.currentBalance.wrapper,
          this.currentBasis.wrapper,
          this.contributedThisYear.wrapper,
        ),
      ),
      sourcesBox,
      this.goal.element,
      this.afterTax.element,
      el(
        'fieldset',
        { class: 'group' },
        el('legend', {}, words.form.assumptions),
        this.returnModel.wrapper,
        el(
          'div',
          { class: 'grid' },
          this.annualReturn.wrapper,
          this.returnIsReal.wrapper,
          this.annualInflation.wrapper,
          this.annualFee.wrapper,
        ),
        this.returnOffer,
      ),
      this.advanced,
      this.formError,
    );
    this.renderRows([]);
    // The target age moves only the horizon: no source follows it (docs/api.md#website).
    const child = new Set<EventTarget>([this.birthDate.input, this.asOf.input]);
    root.addEventListener('input', (event) => {
      if (event.target && child.has(event.target)) this.followChild();
      this.onChange();
    });
    root.addEventListener('change', () => this.onChange());
    root.addEventListener('submit', (event) => {
      event.preventDefault();
      this.onChange();
    });
  }

  /** A new child today: the default plan (core/answer/default-plan.ts), its source written as a
   *  fresh row so that its start follows the child's age like any added source. */
  writeDefaults(today: string): void {
    this.write({ ...normaliseScenario(defaultPlanBody(today, words.form.defaultSource)), sources: [] });
    this.addSource(words.form.defaultSource, false);
  }

  /** The child's state, when one is chosen. */
  state(): UsState | undefined {
    const value = this.stateField.input.value;
    return isUsState(value) ? value : undefined;
  }

  /** Chooses the child's state, e.g. a link's; none for undefined. */
  writeState(state: UsState | undefined): void {
    this.stateField.input.value = state ?? '';
    this.states.reset();
  }

  /** Sets the return, e.g. a fund's past return (nominal, as funds report them). */
  useReturn(fraction: number, isReal: boolean): void {
    this.annualReturn.input.value = fractionToPercent(fraction);
    this.returnIsReal.input.value = isReal ? 'real' : 'nominal';
    this.onChange();
  }

  /** Puts the amount found for a goal into the source of that name, and recomputes. */
  useAmount(sourceId: string, cents: string): void {
    const row = this.rows.find((candidate) => candidate.name() === sourceId);
    if (row === undefined) return;
    row.setAmount(cents);
    this.onChange();
  }

  /** The start ages of fresh sources follow the child's age on the start date. */
  private followChild(): void {
    const { value } = this.read();
    for (const row of this.rows) row.follow(ageOn(value.birthDate, value.asOf));
  }

  /** Fills the form from a normalised scenario, e.g. a share link's. */
  write(scenario: NormalisedScenario): void {
    this.birthDate.input.value = scenario.birthDate;
    this.asOf.input.value = scenario.asOf;
    writeAge(this.targetAge, scenario.targetAgeMonths);
    this.includeSeed.input.checked = scenario.includeSeed;
    this.annualReturn.input.value = fractionToPercent(scenario.annualReturn);
    this.returnIsReal.input.value = scenario.returnIsReal ? 'real' : 'nominal';
    this.annualInflation.input.value = fractionToPercent(scenario.annualInflation);
    this.annualFee.input.value = fractionToPercent(scenario.annualFee);
    this.annualVolatility.input.value = fractionToPercent(scenario.annualVolatility);
    this.mcSeed.input.value = String(scenario.mcSeed);
    this.mcPaths.input.value = String(scenario.mcPaths);
    this.mcSampler.input.value = mcSamplerOf(scenario);
    this.returnModel.value = returnModelOf(scenario);
    this.showModelFields();
    this.renderRows(scenario.sources.map(() => undefined));
    for (const [i, source] of scenario.sources.entries()) itemAt(this.rows, i).write(source);
    this.currentBalance.input.value = centsToDollars(scenario.currentBalanceCents ?? '0');
    this.currentBasis.input.value = centsToDollars(scenario.currentBasisCents ?? '0');
    this.contributedThisYear.input.value = centsToDollars(scenario.contributedThisYearCents ?? '0');
    this.goal.write(scenario.goal);
    this.afterTax.write(scenario.afterTax);
    this.states.reset();
  }

  read(): FormRead {
    const r = new Reader();
    const value = {
      asOf: r.date('/asOf', this.asOf.input),
      birthDate: r.date('/birthDate', this.birthDate.input),
      targetAgeMonths: r.age('/targetAgeMonths', this.targetAge),
      includeSeed: this.includeSeed.input.checked,
      annualReturn: r.percent('/annualReturn', this.annualReturn.input),
      returnIsReal: this.returnIsReal.input.value === 'real',
      annualInflation: r.percent('/annualInflation', this.annualInflation.input),
      annualFee: r.percent('/annualFee', this.annualFee.input),
      annualVolatility: r.percent('/annualVolatility', this.annualVolatility.input),
      mcSeed: r.whole('/mcSeed', this.mcSeed.input, true),
      mcPaths: r.whole('/mcPaths', this.mcPaths.input),
      returnModel: this.returnModel.value,
      currentBalanceCents: r.amountOrZero('/currentBalanceCents', this.currentBalance.input),
      currentBasisCents: r.amountOrZero('/currentBasisCents', this.currentBasis.input),
      contributedThisYearCents: r.amountOrZero('/contributedThisYearCents', this.contributedThisYear.input),
      // Only when not the default, and only where it is shown, under simulated markets (history
      // draws nothing): absent keeps every default answer's bytes and share link
      // (docs/model.md#the-sobol-sampler).
      ...(this.returnModel.value !== 'historical' && this.mcSampler.input.value === 'sobol'
        ? { mcSampler: 'sobol' }
        : {}),
      sources: this.rows.map((row, index) => row.read(r, index)),
    };
    this.goal.offer(value.sources.map((source) => (typeof source.id === 'string' ? source.id : '')));
    const goal = this.goal.read(r);
    this.afterTax.fitHorizon(ageOn(value.birthDate, value.asOf), value.targetAgeMonths);
    const afterTax = this.afterTax.read(r);
    return {
      value: { ...value, ...(goal === undefined ? {} : { goal }), ...(afterTax === undefined ? {} : { afterTax }) },
      problems: r.problems,
    };
  }

  /** History uses neither the return nor the simulation's settings (volatility, seed, paths and
   *  how they are drawn): they are hidden under it (their values stay, for the scenario and a
   *  switch back; the sampler alone is left out of it there, see read). */
  private showModelFields(): void {
    const simulated = this.returnModel.value !== 'historical';
    const fields = [
      this.annualReturn,
      this.returnIsReal,
      this.annualVolatility,
      this.mcSeed,
      this.mcPaths,
      this.mcSampler,
    ];
    for (const field of fields) field.wrapper.hidden = !simulated;
    this.returnOffer.hidden = !simulated;
    this.showAdvancedSummary();
  }

  /** The closed group says when its paths are drawn from a Sobol sequence, as the answer does
   *  (docs/model.md#the-sobol-sampler): only where the scenario carries it, under simulated markets. */
  private showAdvancedSummary(): void {
    const sobol = this.returnModel.value !== 'historical' && this.mcSampler.input.value === 'sobol';
    const text = sobol ? words.form.advancedSobol : words.form.advanced;
    if (this.advancedSummary.textContent !== text) this.advancedSummary.textContent = text;
  }

  /** The words for a problem at its field: the reader's own (already the page's), or the API
   *  check's by code. */
  private words(problem: FieldProblem, found: Slot | undefined, own: boolean): string {
    return own ? problem.message : humanise(found?.kind ?? 'text', problem);
  }

  /** "Child's birth date: enter a date", for problems of a scenario the form does not hold
   *  (a share link's). */
  describe(problems: FieldProblem[]): string[] {
    return problems.map((problem) => {
      const found = this.slotFor(problem.pointer);
      return `${found ? slotName(found) : pointerName(problem.pointer)}: ${this.words(problem, found, false)}`;
    });
  }

  /** Shows each problem beside its field (or the nearest enclosing one) and clears the others;
   *  returns them by field, in form order, for a summary. `own` are the reader's, in the page's
   *  words already; `checked` come from the API's checks and are worded here by code. */
  showProblems(own: FieldProblem[], checked: FieldProblem[]): ShownProblem[] {
    const messages = new Map<Slot, string[]>();
    const general: string[] = [];
    const problems = [
      ...own.map((problem) => ({ problem, own: true })),
      ...checked.map((problem) => ({ problem, own: false })),
    ];
    for (const { problem, own: isOwn } of problems) {
      const found = this.slotFor(problem.pointer);
      const text = this.words(problem, found, isOwn);
      if (!found) {
        if (!general.includes(text)) general.push(text);
        continue;
      }
      const list = messages.get(found) ?? [];
      if (!list.includes(text)) list.push(text);
      messages.set(found, list);
    }
    // A problem in the closed "Advanced" group opens it, so its message is seen.
    if ([...messages.keys()].some((found) => this.advanced.contains(found.wrapper))) this.advanced.open = true;
    // Only what changes is touched: every keystroke comes here, and each change restyles.
    for (const current of this.slots.values()) {
      const text = messages.get(current)?.join('; ') ?? '';
      if (current.error.textContent === text && current.error.hidden === (text === '')) continue;
      current.error.hidden = text === '';
      current.error.textContent = text;
      current.wrapper.classList.toggle('invalid', text !== '');
      for (const input of current.inputs) {
        if (text === '') input.removeAttribute('aria-invalid');
        else input.setAttribute('aria-invalid', 'true');
      }
    }
    const generalText = general.join('; ');
    if (this.formError.textContent !== generalText) {
      this.formError.hidden = generalText === '';
      this.formError.textContent = generalText;
    }
    const shown: ShownProblem[] = [...messages.keys()]
      .sort((a, b) => (a.wrapper.compareDocumentPosition(b.wrapper) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map((current) => ({
        field: slotName(current),
        message: (messages.get(current) ?? []).join('; '),
        target: current.inputs[0],
      }));
    return [...shown, ...general.map((message) => ({ field: words.form.thePlan, message, target: undefined }))];
  }

  private slotFor(pointer: string): Slot | undefined {
    for (let at = pointer; at !== ''; at = at.slice(0, at.lastIndexOf('/'))) {
      const found = this.slots.get(at);
      if (found && !found.wrapper.hidden) return found;
    }
    return undefined;
  }

  private addSource(name: string | undefined, focus: boolean): void {
    if (this.rows.length >= MAX_SOURCES) return;
    const taken = new Set(this.rows.map((row) => row.name()));
    let free = name;
    for (let n = this.rows.length + 1; free === undefined || taken.has(free); n++) free = words.form.newSource(n);
    const snapshots: (RowSnapshot | undefined)[] = this.rows.map((row) => row.snapshot());
    snapshots.push(undefined);
    this.renderRows(snapshots);
    const { value } = this.read();
    const target = typeof value.targetAgeMonths === 'number' ? value.targetAgeMonths : DEFAULT_TARGET_AGE_MONTHS;
    const added = itemAt(this.rows, this.rows.length - 1);
    added.writeDefault(free, ageOn(value.birthDate, value.asOf), target);
    if (focus) added.focus();
    this.onChange();
  }

  /** A gift as a charity source with one deposit (gifts-box.ts), focused like an added source;
   *  false when the form holds as many sources as it may. */
  private addGift(name: string, amountCents: string, atAgeMonths: number): boolean {
    if (this.rows.length >= MAX_SOURCES) return false;
    const snapshots: (RowSnapshot | undefined)[] = this.rows.map((row) => row.snapshot());
    snapshots.push(undefined);
    this.renderRows(snapshots);
    const added = itemAt(this.rows, this.rows.length - 1);
    added.write({ id: name, kind: 'charity', stepUpRate: 0, schedule: { type: 'once', amountCents, atAgeMonths } });
    added.focus();
    this.onChange();
    return true;
  }

  private removeSource(index: number): void {
    const snapshots = this.rows.map((row) => row.snapshot());
    snapshots.splice(index, 1);
    this.renderRows(snapshots);
    const focus = this.rows[Math.min(index, this.rows.length - 1)]?.removeButton ?? this.addButton;
    focus.focus();
    this.onChange();
  }

  /** Rebuilds the source fieldsets, one per snapshot (raw input text by field, or nothing for a new one). */
  private renderRows(snapshots: (RowSnapshot | undefined)[]): void {
    this.slots.clear();
    for (const [pointer, found] of this.topSlots) this.slots.set(pointer, found);
    this.rows = snapshots.map((values, index) => {
      const row = new SourceRow(this.slots, index);
      if (values) row.restore(values);
      row.removeButton.addEventListener('click', () => this.removeSource(index));
      return row;
    });
    this.sourceList.replaceChildren(...this.rows.map((row) => row.element));
    this.addButton.disabled = this.rows.length >= MAX_SOURCES;
    this.addButton.textContent =
      this.rows.length >= MAX_SOURCES ? words.form.atMostSources(MAX_SOURCES) : words.form.addSource;
  }
}
