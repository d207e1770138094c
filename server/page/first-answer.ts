// The default plan's answer, written into the page before any script runs
// (docs/api.md#the-first-answer-at-once). The page's default plan starts on the reader's own date,
// which the server cannot know: on any clock it is the server's UTC date, the day before or the day
// after. So the answer is computed for those three dates (in the engine's worker pool, as the API's
// projections are, but neither counted nor cached as API requests), and the page is written with the UTC date's answer and the
// share strings `s` of every one of the three dates whose answer reads the same in the chosen
// dollars; the page's script keeps the written answer only when its own default plan's `s` is one
// of them. Each date is computed once (the next date's answer on the day after, the first request
// after the date changes waits for one projection), and at most three per language are kept. Each of the page's
// languages has its own default plan (its source is named in the language) and so its own answers
// (docs/architecture.md#languages).
import { type AnswerWords, answerWords } from '../../core/answer/answer-words.js';
import { defaultPlanBody } from '../../core/answer/default-plan.js';
import { noteFacts } from '../../core/answer/note-facts.js';
import type { Basis } from '../../core/answer/words.js';
import type { Engine } from '../../core/engine/engine.js';
import { LANGUAGES, type Language } from '../../core/i18n/languages.js';
import { computePlan, planFor, prepare } from '../../core/pipeline.js';
import { type ProjectionPlan, type ProjectResult, runDeterministic } from '../../core/projection/project.js';
import { cutsToday, milestoneDeflators } from '../../core/projection/todays-dollars.js';
import type { Projection } from '../../core/schemas/projection.js';
import { checkScenario } from '../../core/validation/validate.js';
import { siteOptions } from '../service/projections.js';
import { OverloadedError, type WorkerPool } from '../service/worker-pool.js';
import type { Config } from '../settings/config.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One date's default plan: its share string and its answer in each choice of dollars. */
interface DatedAnswer {
  asOf: string;
  s: string;
  words: Record<Basis, AnswerWords>;
}

/** What the page is written with, for one choice of dollars. */
export interface FirstAnswer {
  basis: Basis;
  words: AnswerWords;
  /** The share strings of the default plans (of the three dates) this answer is the answer of. */
  plans: string[];
}

/** The server's UTC date and the days either side: every reader's date is one of them. */
function nearDates(nowMs: number): [string, string, string] {
  const day = (offset: number) => new Date(nowMs + offset * DAY_MS).toISOString().slice(0, 10);
  return [day(-1), day(0), day(1)];
}

export class FirstAnswers {
  private readonly dated = new Map<string, Promise<DatedAnswer | undefined>>();

  constructor(
    private readonly engine: Engine,
    private readonly pool: WorkerPool | undefined,
    private readonly config: Config,
    private readonly now: () => number = Date.now,
  ) {}

  /** The page's first answer in `basis`, or undefined when it cannot be had (the pool is
   *  overloaded, the engine refused): the page is then written without one. */
  async forBasis(basis: Basis, language: Language = 'en'): Promise<FirstAnswer | undefined> {
    const dates = nearDates(this.now());
    for (const key of this.dated.keys()) if (!dates.some((asOf) => key.endsWith(asOf))) this.dated.delete(key);
    const answers = await Promise.all(dates.map((asOf) => this.answerOn(asOf, language)));
    const [, today] = answers;
    if (today === undefined) return undefined;
    const words = today.words[basis];
    const same = (other: AnswerWords) => JSON.stringify(other) === JSON.stringify(words);
    const plans = answers.filter((answer) => answer !== undefined && same(answer.words[basis]));
    return { basis, words, plans: plans.map((answer) => (answer as DatedAnswer).s) };
  }

  private answerOn(asOf: string, language: Language): Promise<DatedAnswer | undefined> {
    const key = `${language} ${asOf}`;
    let pending = this.dated.get(key);
    if (pending === undefined) {
      pending = this.compute(asOf, language).then((answer) => {
        if (answer === undefined) this.dated.delete(key); // asked again by the next request
        return answer;
      });
      this.dated.set(key, pending);
    }
    return pending;
  }

  /** The projection's JSON: in a worker of the pool, or inline without a pool (ENGINE_THREADS=0);
   *  undefined when the pool is full (the page goes without, and the next request asks again). */
  private async run(plan: ProjectionPlan): Promise<string | undefined> {
    let result: ProjectResult;
    try {
      result = this.pool === undefined ? computePlan(this.engine, plan) : await this.pool.project(plan);
    } catch (error) {
      if (error instanceof OverloadedError) return undefined;
      throw error;
    }
    return result.ok ? result.json : undefined;
  }

  private async compute(asOf: string, language: Language): Promise<DatedAnswer | undefined> {
    const { words } = LANGUAGES[language];
    const prepared = prepare(defaultPlanBody(asOf, words.form.defaultSource), 'project', checkScenario);
    if (!prepared.ok) throw new Error(`the default plan of ${asOf} is invalid`);
    const plan = planFor(prepared, siteOptions(this.config));
    const json = await this.run(plan);
    if (json === undefined) return undefined;
    const projection = JSON.parse(json) as Projection;
    // The notes' figures, as paid and in today's dollars (as the page's worker has them), come from
    // the deterministic run alone: one path, in this thread's engine.
    const deterministic = runDeterministic(this.engine, plan);
    if (deterministic === undefined) return undefined;
    const source = {
      projection,
      scenario: prepared.scenario,
      facts: noteFacts(prepared.scenario, deterministic),
      today: {
        cuts: cutsToday(deterministic),
        milestoneDeflators: milestoneDeflators(deterministic, plan.input.checkpointAges),
      },
    };
    return {
      asOf,
      s: prepared.s,
      words: { real: answerWords(source, 'real', words), nominal: answerWords(source, 'nominal', words) },
    };
  }
}
