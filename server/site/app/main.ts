// The calculator page: compiles /engine.wasm, then on every change reads the form, validates it with
// checkScenario and runs project() with exactly the options the server uses (projectionOptions, with
// the site address and budget the server wrote into the page), so the JSON it shows is byte for
// byte what POST /v1/project answers. It never calls the API.
import { ROW_P50 } from '../../../assembly/layout.js';
import { itemAt } from '../../common/checked.js';
import { Engine } from '../../engine/engine.js';
import type { FieldProblem } from '../../engine/field-problems.js';
import { project } from '../../engine/project.js';
import { projectionOptions } from '../../engine/project-scenario.js';
import { decodeShare, encodeShare } from '../../engine/share.js';
import { checkScenario } from '../../engine/validate.js';
import { STATUTE } from '../../rules/statute.js';
import type { Projection } from '../../schemas/projection.js';
import type { SiteSettings } from '../../schemas/site-settings.js';
import { type Basis, renderChart } from './chart.js';
import { byId, el } from './dom.js';
import { ScenarioForm, type ShownProblem } from './form.js';
import { renderHistory, windowsText } from './history.js';
import { renderTable, renderTotals, renderWarnings } from './table.js';
import { ageText, formatCents, localToday } from './text.js';

/** Quiet time after a keystroke before the projection is recomputed. */
const RECOMPUTE_DELAY_MS = 150;

type State = 'loading' | 'pending' | 'ok' | 'invalid' | 'error';

const config = JSON.parse(byId('config').textContent ?? '{}') as SiteSettings;
const status = byId('status');
const resultBody = byId('result-body');
const chartBox = byId('chart');
const problemList = byId('problem-list');
let engine: Engine | undefined;
let shown: Projection | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function setState(state: State): void {
  document.body.dataset.state = state;
}

function basis(): Basis {
  return (document.querySelector<HTMLInputElement>('input[name="basis"]:checked')?.value ?? 'nominal') as Basis;
}

/** The problems found reading the text, then the wrapper's for every other field. */
function merge(local: FieldProblem[], wrapper: FieldProblem[]): FieldProblem[] {
  const taken = new Set(local.map((problem) => problem.pointer));
  return [...local, ...wrapper.filter((problem) => !taken.has(problem.pointer))];
}

function showInvalid(problems: ShownProblem[]): void {
  shown = undefined;
  chartBox.replaceChildren();
  resultBody.hidden = true;
  const count = problems.length;
  status.textContent = `${count === 1 ? 'One field needs' : `${count} fields need`} attention: see the messages beside them.`;
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
  shown = undefined;
  problemList.hidden = true;
  chartBox.replaceChildren();
  resultBody.hidden = true;
  status.textContent = message;
  setState('error');
}

function renderBasis(projection: Projection): void {
  const current = basis();
  renderChart(chartBox, projection, current);
  renderTable(byId('table'), projection, current);
}

function showProjection(projection: Projection, json: string, s: string): void {
  shown = projection;
  problemList.hidden = true;
  const d = projection.deterministic;
  const last = itemAt(d.milestones, d.milestones.length - 1);
  const median = itemAt(itemAt(projection.percentiles.nominalCents, ROW_P50), projection.percentiles.ages.length - 1);
  const { historical } = projection;
  status.textContent =
    `At ${ageText(last.ageMonths)}: expected ${formatCents(d.finalNominalCents)} ` +
    `(${formatCents(d.finalRealCents)} in today's dollars); ${historical ? 'historical' : 'simulated'} median ` +
    `${formatCents(median)}.`;
  resultBody.hidden = false; // before drawing: the chart takes its box's width
  renderTotals(byId('totals'), projection);
  renderWarnings(byId('warnings'), projection);
  renderBasis(projection);
  renderHistory(byId('history'), projection);
  const markets = historical
    ? `the ${windowsText(historical)} of market history`
    : `${projection.assumptions.mcPathsSimulated.toLocaleString('en-US')} simulated markets`;
  byId('chart-caption').textContent =
    'Shaded: the middle 80% (10th to 90th percentile) and the middle 50% of ' +
    `${markets}. Solid line: the median. Dashed line: the expected path, at the steady return every month.`;
  const link = projection.shareUrl ?? '';
  byId<HTMLInputElement>('share-url').value = link;
  byId('share-status').textContent = '';
  byId('projection-json').textContent = json;
  history.replaceState(null, '', `${location.pathname}?s=${s}`);
  setState('ok');
}

/** Reads the form and, when it holds a valid scenario, projects it in the page. */
function compute(): void {
  timer = undefined;
  if (!engine) return;
  const read = form.read();
  const checked = checkScenario(read.value, STATUTE);
  const problems = merge(read.problems, checked.ok ? [] : checked.errors);
  const shownProblems = form.showProblems(problems);
  if (!checked.ok || problems.length > 0) {
    showInvalid(shownProblems);
    return;
  }
  const s = encodeShare(checked.scenario);
  const outcome = project(engine, checked.scenario, checked.timeline, projectionOptions(s, config));
  if (!outcome.ok) {
    showFailure(outcome.detail);
    return;
  }
  showProjection(outcome.projection, JSON.stringify(outcome.projection), s);
}

function schedule(): void {
  if (engine) setState('pending');
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(compute, RECOMPUTE_DELAY_MS);
}

const form = new ScenarioForm(byId<HTMLFormElement>('scenario'), schedule);

/** Fills the form from ?s= when it holds a valid scenario; says why not when it does not. */
function restore(): void {
  const s = new URLSearchParams(location.search).get('s');
  form.writeDefaults(localToday());
  if (s === null) return;
  const decoded = decodeShare(s);
  const checked = decoded.ok ? checkScenario(decoded.value, STATUTE) : undefined;
  if (checked?.ok) {
    form.write(checked.scenario);
    return;
  }
  const why = !decoded.ok
    ? decoded.message
    : checked && !checked.ok
      ? checked.errors.map((e) => `${e.pointer || '/'}: ${e.message}`).join('; ')
      : '';
  const notice = byId('notice');
  notice.textContent = `The share link could not be read (${why}); the form shows a new scenario instead.`;
  notice.hidden = false;
}

async function copy(text: string, source: HTMLInputElement | HTMLElement, report: HTMLElement): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    report.textContent = 'Copied.';
  } catch {
    // No clipboard access (e.g. not a secure context): select the text for a manual copy.
    const selection = window.getSelection();
    if (source instanceof HTMLInputElement) source.select();
    else if (selection) selection.selectAllChildren(source);
    report.textContent = 'Selected: press Ctrl+C (or Cmd+C) to copy.';
  }
}

function wireResults(): void {
  document.querySelectorAll<HTMLInputElement>('input[name="basis"]').forEach((radio) => {
    radio.addEventListener('change', () => {
      if (shown) renderBasis(shown);
    });
  });
  let width = chartBox.clientWidth;
  let redraw: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('resize', () => {
    if (redraw !== undefined) clearTimeout(redraw);
    redraw = setTimeout(() => {
      if (shown && chartBox.clientWidth !== width) renderChart(chartBox, shown, basis());
      width = chartBox.clientWidth;
    }, RECOMPUTE_DELAY_MS);
  });
  const shareInput = byId<HTMLInputElement>('share-url');
  byId('copy-share').addEventListener('click', () => void copy(shareInput.value, shareInput, byId('share-status')));
  shareInput.addEventListener('focus', () => shareInput.select());
  const json = byId('projection-json');
  byId('copy-json').addEventListener('click', () => void copy(json.textContent ?? '', json, byId('json-status')));
}

async function start(): Promise<void> {
  restore();
  wireResults();
  try {
    const module = await WebAssembly.compileStreaming(fetch(config.wasmUrl));
    engine = await Engine.create(module);
  } catch (error) {
    showFailure(
      `The calculator could not start its engine: ${(error as Error).message}. The API at /docs gives the same projections.`,
    );
    return;
  }
  compute();
}

void start();
