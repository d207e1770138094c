// The calculator page: reads the form on every change, checks it with checkScenario (the API's own
// checks), and sends a valid scenario to the engine worker (worker-client.ts), which runs project()
// with exactly the options the server uses (projectionOptions, with the site address and budget the
// server wrote into the page), so the JSON it shows is byte for byte what POST /v1/project answers.
// It never calls the projection API. While a field is invalid, the last good result stays, dimmed.

import { prepare } from '../../core/pipeline.js';
import { decodeShare } from '../../core/scenario/share.js';
import type { Projection } from '../../core/schemas/projection.js';
import type { SiteSettings } from '../../core/schemas/site-settings.js';
import { STATUTE } from '../../core/statute/statute.js';
import { checkScenarioPlain } from '../../core/validation/validate-plain.js';
import {
  cancelAddress,
  carryState,
  followLanguageLink,
  inLanguage,
  readAddress,
  settleAddress,
  withBasis,
} from './address.js';
import { renderAfterTax } from './after-tax-view.js';
import { type ChartView, renderChart, renderPrintChart } from './chart.js';
import { Comparison } from './compare-view.js';
import { renderConversion } from './conversion-view.js';
import { downloadConversionCsv, downloadCsv, downloadPlanCsv } from './csv-export.js';
import { byId, el } from './dom.js';
import { checkFirstAnswer, dropFirstAnswer } from './first-answer.js';
import { ScenarioForm, type ShownProblem } from './form.js';
import { goalLine, renderGoal } from './goal-view.js';
import { renderHistory, windowsText } from './history.js';
import { renderHistoryPaths, renderPaperPaths } from './history-paths-chart.js';
import { noteTexts, UNREADABLE_LINK } from './messages.js';
import { renderPlan } from './plan-view.js';
import { drawBeforePrinting, paperCharts, paperLink, renderReport } from './print-report.js';
import { offerReturns } from './returns-offer.js';
import { renderRuns } from './runs.js';
import { balancesOf, paidInOf, type Shown } from './shown.js';
import { renderStudent } from './student-view.js';
import { renderSummary, statusText } from './summary.js';
import { renderNotes, renderTable, renderTotals } from './table.js';
import { ageText, type Basis, localToday } from './text.js';
import { words } from './words.js';
import { type JobRequest, WorkerClient } from './worker-client.js';
import type { JobOutcome } from './worker-protocol.js';

/** Quiet time after a keystroke before the scenario is checked and sent to the engine. */
const RECOMPUTE_DELAY_MS = 120;
/** Horizons longer than this start on a logarithmic scale (until someone chooses). */
const LOG_SCALE_FROM_MONTHS = 40 * 12;

/** 'prerendered': the server wrote the default plan's answer in (first-answer.ts). */
type State = 'loading' | 'prerendered' | 'pending' | 'ok' | 'invalid' | 'error';

const config = JSON.parse(byId('config').textContent ?? '{}') as SiteSettings;
const status = byId('status');
const resultBody = byId('result-body');
const answer = byId('answer');
const chartBox = byId('chart');
const problemList = byId('problem-list');
const logScale = byId<HTMLInputElement>('log-scale');
let client: WorkerClient | undefined;
let shown: Shown | undefined;
let logScaleChosen = false;
let basis: Basis = readAddress().basis;
let timer: ReturnType<typeof setTimeout> | undefined;
/** A scenario was sent to the engine and its result has not come back. */
let awaiting = false;
/** Counts the results drawn, so that drawing one stops when a newer one (or a problem) arrives. */
let drawing = 0;

function setState(state: State): void {
  if (document.body.dataset.state === state) return;
  document.body.dataset.state = state;
  const stale = state === 'invalid' || state === 'error';
  answer.classList.toggle('stale', stale);
  resultBody.classList.toggle('stale', stale);
}

/** Problems: listed at the top, each a link to its field. The last good result stays, dimmed. */
function showInvalid(problems: ShownProblem[]): void {
  cancelAddress();
  drawing++; // a result still being drawn stops where it is
  const count = problems.length;
  status.textContent = words.main.attention(count) + (shown ? words.main.lastComplete : '');
  problemList.replaceChildren(
    ...problems.map((problem) => {
      const text = `${problem.field}: ${problem.message}`;
      if (!problem.target) return el('li', {}, text);
      const link = el('a', { href: `#${problem.target.id}` }, text);
      link.addEventListener('click', (event) => {
        event.preventDefault();
        problem.target?.focus();
      });
      return el('li', {}, link);
    }),
  );
  problemList.hidden = false;
  setState('invalid');
}

function showFailure(message: string): void {
  cancelAddress();
  awaiting = false;
  drawing++;
  problemList.hidden = true;
  status.textContent = message;
  setState('error');
}

function chartView(current: Shown): ChartView {
  const plan = current.projection.afterTax?.plan;
  return {
    basis,
    logScale: logScale.checked,
    goal: goalLine(current, basis),
    paidIn: paidInOf(current, basis),
    ...(plan === undefined ? {} : { balances: balancesOf(current, basis), planFrom: plan.ages[0] }),
  };
}

/** Every run of history on paper, drawn just before printing (print-report.ts); none meanwhile. */
function renderPaperHistory(current: Shown): void {
  const paper = byId('paths-print');
  const note = byId('paths-print-note');
  paper.replaceChildren();
  note.replaceChildren();
  drawBeforePrinting(() => renderPaperPaths(paper, note, current, basis, logScale.checked));
}

/** The chart on screen and the printed report's. */
function renderCharts(current: Shown): void {
  const view = chartView(current);
  renderChart(chartBox, current.projection, view);
  const charts = paperCharts(current.projection);
  resultBody.dataset.paperCharts = String(charts);
  renderPrintChart(byId('chart-print'), current.projection, view, charts > 1);
}

function renderShare(projection: Projection): void {
  const link = withBasis(inLanguage(projection.shareUrl ?? ''), basis);
  byId<HTMLInputElement>('share-url').value = link;
  // On paper the plan's own link: the saved plans are printed side by side, not as addresses.
  byId('share-print').replaceChildren(...paperLink(withBasis(inLanguage(projection.shareUrl ?? ''), basis, false)));
  if (shown) renderReport(projection, shown.scenario.asOf, config);
}

/** Everything that depends on the choice of dollars or the scale. */
function renderView(current: Shown): void {
  const { projection } = current;
  renderSummary(current, basis);
  comparison.show(current, basis);
  renderTotals(byId('totals'), current, basis);
  renderCharts(current);
  renderTable(byId('table'), current, basis);
  renderShare(projection);
  renderGoal(current, chartView(current));
  renderAfterTax(projection, basis, current.today.targetDeflator);
  renderStudent(current);
  renderPlan(current, basis);
  renderConversion(current, basis);
  renderNotes(byId('warnings'), current, basis);
  renderHistory(byId('history'), current, basis);
  renderHistoryPaths(byId('history'), current, basis, logScale.checked);
  renderPaperHistory(current);
  renderRuns(byId('history'), current.runs, projection.percentiles.ages.at(-1) ?? 0, basis);
}

function pathsNote(projection: Projection): string {
  const { mcPathsRequested, mcPathsSimulated } = projection.assumptions;
  if (projection.historical || mcPathsSimulated >= mcPathsRequested) return '';
  return words.chart.fewerPaths(mcPathsSimulated.toLocaleString('en-US'), mcPathsRequested.toLocaleString('en-US'));
}

/** With a withdrawal plan: from its first age the chart shows what the plan leaves. */
function planCaption(projection: Projection): string {
  const ages = projection.afterTax?.plan?.ages;
  if (ages === undefined) return '';
  const [first] = ages;
  const last = ages.at(-1);
  if (first === undefined || last === undefined) return '';
  return words.chart.planCaption(ageText(first), last > first ? ageText(last) : null);
}

/** A task boundary: what the browser has queued (a keystroke) runs before the page goes on. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Draws a result in a few short tasks (the answer, the chart, the table, the rest), so typing
 *  never waits for all of it at once (a long horizon's table is a thousand cells). */
async function showProjection(current: Shown): Promise<void> {
  const mine = ++drawing;
  shown = current;
  form.goal.follow(basis, current); // a share link's goal in the other dollars, now that its deflator is known
  const { projection } = current;
  problemList.hidden = true;
  if (!logScaleChosen) logScale.checked = projection.deterministic.months > LOG_SCALE_FROM_MONTHS;
  answer.hidden = false;
  resultBody.hidden = false; // before drawing: the chart takes its box's width
  status.textContent = statusText(projection, basis);
  renderSummary(current, basis);
  renderTotals(byId('totals'), current, basis);
  for (const step of [
    () => renderCharts(current),
    () => renderGoal(current, chartView(current)),
    () => renderTable(byId('table'), current, basis),
    () => {
      renderAfterTax(projection, basis, current.today.targetDeflator);
      renderStudent(current);
    },
    () => renderPlan(current, basis),
    () => renderConversion(current, basis),
  ]) {
    await nextTask();
    if (mine !== drawing) return;
    step();
  }
  await nextTask();
  if (mine !== drawing) return;
  renderShare(projection);
  renderNotes(byId('warnings'), current, basis);
  renderHistory(byId('history'), current, basis);
  renderHistoryPaths(byId('history'), current, basis, logScale.checked);
  renderPaperHistory(current);
  renderRuns(byId('history'), current.runs, projection.percentiles.ages.at(-1) ?? 0, basis);
  comparison.show(current, basis);
  const { historical } = projection;
  const markets = historical
    ? words.chart.historyMarkets(windowsText(historical))
    : words.chart.simulatedMarkets(
        projection.assumptions.mcPathsSimulated.toLocaleString('en-US'),
        projection.assumptions.mcSampler === 'sobol',
      );
  byId('chart-caption').textContent =
    words.chart.caption(markets) +
    (historical ? '' : words.chart.steadyLine) +
    planCaption(projection) +
    pathsNote(projection);
  byId('share-status').textContent = '';
  byId('projection-json').textContent = current.json;
  settleAddress(current.s, basis);
  // Typing since this result was asked for: the next one is on its way.
  setState(timer === undefined && !awaiting ? 'ok' : 'pending');
}

function received(job: JobRequest, outcome: JobOutcome): void {
  awaiting = false;
  if (!outcome.ok) {
    const why = outcome.code === 'RESULT_OUT_OF_RANGE' ? words.main.tooLarge : outcome.detail;
    showFailure(`${why} ${shown ? words.main.lastComplete.trim() : ''}`);
    return;
  }
  const { projection } = outcome;
  const context = {
    scenario: job.prepared.scenario,
    startAgeMonths: job.prepared.timeline.startAgeMonths,
    facts: outcome.facts,
    statute: STATUTE,
  };
  const notes = noteTexts(projection.warnings ?? [], context);
  const notesToday = noteTexts(projection.warnings ?? [], {
    ...context,
    facts: { ...outcome.facts, ...outcome.today.cuts },
  });
  const { solution } = outcome;
  void showProjection({
    projection,
    json: outcome.json,
    s: job.prepared.s,
    scenario: job.prepared.scenario,
    paidIn: outcome.paidInCents,
    today: outcome.today,
    facts: outcome.facts,
    runs: outcome.runs,
    paths: outcome.paths,
    notes,
    notesToday,
    solution,
  });
}

/** The gifts the child may get, for the child as typed, and the child's state in the page's links. */
function showGifts(value: Record<string, unknown>): void {
  const state = form.state();
  carryState(state);
  form.gifts.render(value.birthDate, value.asOf, state);
}

/** Reads the form and, when it holds a valid scenario, sends it to the engine. */
function compute(): void {
  timer = undefined;
  if (!client) return;
  const read = form.read();
  showGifts(read.value);
  const prepared = prepare(read.value, 'project', checkScenarioPlain);
  const own = new Set(read.problems.map((problem) => problem.pointer));
  const others = prepared.ok ? [] : prepared.errors.filter((problem) => !own.has(problem.pointer));
  const problems = form.showProblems(read.problems, others);
  if (!prepared.ok || problems.length > 0) {
    showInvalid(problems);
    return;
  }
  const { scenario } = prepared;
  const site = {
    siteUrl: config.siteUrl,
    budgetPathMonths: config.budgetPathMonths,
    solveBudgetPathMonths: config.solveBudgetPathMonths,
  };
  const solveFor = scenario.sources.findIndex((source) => source.id === form.goal.sourceId);
  awaiting = true;
  client.submit({ prepared, site, ...(scenario.goal && solveFor >= 0 ? { solveFor } : {}) });
}

function schedule(): void {
  cancelAddress();
  if (client) setState('pending');
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(compute, RECOMPUTE_DELAY_MS);
}

const form = new ScenarioForm(byId<HTMLFormElement>('scenario'), schedule);
const comparison = new Comparison(config, {
  open: (scenario) => {
    form.write(scenario);
    schedule();
  },
  linksChanged: () => {
    if (!shown) return;
    renderShare(shown.projection);
    settleAddress(shown.s, basis);
  },
});

/** Fills the form from ?s= when it holds a valid scenario; says why not, in plain words, when it does not. */
function restore(): void {
  const { s, state } = readAddress();
  form.writeDefaults(localToday());
  form.writeState(state);
  if (s === null) return;
  const decoded = decodeShare(s);
  const checked = decoded.ok ? checkScenarioPlain(decoded.value, STATUTE) : undefined;
  if (checked?.ok) {
    form.write(checked.scenario);
    return;
  }
  const notice = byId('notice');
  const why = checked && !checked.ok ? form.describe(checked.errors) : [UNREADABLE_LINK];
  notice.replaceChildren(
    words.main.unreadable,
    why.length === 1 ? words.main.theLink(why[0] ?? '') : el('ul', {}, ...why.map((line) => el('li', {}, line))),
  );
  notice.hidden = false;
}

async function copy(text: string, source: HTMLInputElement | HTMLElement, report: HTMLElement): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    report.textContent = words.main.copied;
  } catch {
    // No clipboard access (e.g. not a secure context): select the text for a manual copy.
    const selection = window.getSelection();
    if (source instanceof HTMLInputElement) source.select();
    else if (selection) selection.selectAllChildren(source);
    report.textContent = words.main.selected;
  }
}

function wireResults(): void {
  document.querySelectorAll<HTMLInputElement>('input[name="basis"]').forEach((radio) => {
    radio.checked = radio.value === basis;
    radio.addEventListener('change', () => {
      basis = radio.value === 'real' ? 'real' : 'nominal';
      form.goal.follow(basis, shown);
      if (!shown) {
        dropFirstAnswer();
        return;
      }
      status.textContent = statusText(shown.projection, basis);
      renderView(shown);
      settleAddress(shown.s, basis);
    });
  });
  logScale.addEventListener('change', () => {
    logScaleChosen = true;
    if (shown) renderView(shown);
  });
  const useAmount = byId<HTMLButtonElement>('use-goal-amount');
  useAmount.addEventListener('click', () => {
    const { sourceId, amountCents } = useAmount.dataset;
    if (sourceId !== undefined && amountCents !== undefined) form.useAmount(sourceId, amountCents);
  });
  byId('download-csv').addEventListener('click', () => {
    if (shown) downloadCsv(shown, basis);
  });
  // The plan's button is drawn with its answer, so its clicks are heard on the part around it.
  byId('after-tax-plan').addEventListener('click', (event) => {
    if (shown && (event.target as HTMLElement).id === 'download-plan-csv') downloadPlanCsv(shown, basis);
  });
  byId('after-tax-conversion').addEventListener('click', (event) => {
    if (shown && (event.target as HTMLElement).id === 'download-conversion-csv') downloadConversionCsv(shown, basis);
  });
  let width = chartBox.clientWidth;
  let redraw: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('resize', () => {
    if (redraw !== undefined) clearTimeout(redraw);
    redraw = setTimeout(() => {
      if (shown && chartBox.clientWidth !== width) renderView(shown);
      width = chartBox.clientWidth;
    }, RECOMPUTE_DELAY_MS);
  });
  const shareInput = byId<HTMLInputElement>('share-url');
  byId('copy-share').addEventListener('click', () => void copy(shareInput.value, shareInput, byId('share-status')));
  shareInput.addEventListener('focus', () => shareInput.select());
  const json = byId('projection-json');
  byId('copy-json').addEventListener('click', () => void copy(json.textContent ?? '', json, byId('json-status')));
  offerReturns(form.returnOffer, (fraction) => form.useReturn(fraction, false));
}

/** The plan the form holds once filled, as the pipeline names it (its `s`), for the first answer. */
function formPlan(): string | undefined {
  const read = form.read();
  const prepared = prepare(read.value, 'project', checkScenarioPlain);
  return prepared.ok && read.problems.length === 0 ? prepared.s : undefined;
}

async function start(): Promise<void> {
  form.goal.follow(basis); // the default goal in the page's dollars
  followLanguageLink();
  restore();
  showGifts(form.read().value);
  checkFirstAnswer(formPlan(), basis);
  wireResults();
  try {
    client = await WorkerClient.start(config.wasmUrl, config.workerUrl, {
      result: received,
      failed: (message) => showFailure(words.main.engineStopped(message)),
    });
  } catch (error) {
    showFailure(words.main.engineFailed((error as Error).message));
    return;
  }
  compute();
}

void start();
