// Saved plans (docs/api.md#website): a name and the share-link state `s` of each plan a parent saves
// to compare, kept in the browser (localStorage) and carried in the page's link. Whatever comes from
// either place is read as untrusted text: a stored list or a link parameter that is not JSON, too
// long, of the wrong type or not a valid scenario is left out (and counted, so the page can say so),
// never trusted and never fatal. Every plan kept is its canonical `s`, as prepare() makes it, so a
// saved plan is the API's own share link and gives the API's bytes.
import { type Prepared, prepare } from '../../core/pipeline.js';
import { MAX_SHARE_LENGTH } from '../../core/scenario/share.js';
import { checkScenarioPlain } from '../../core/validation/validate-plain.js';

/** A saved plan: its name, its canonical share state and the scenario prepared from it. */
export interface SavedPlan {
  name: string;
  s: string;
  prepared: Prepared;
}

/** Side by side, more than this many plans stop being readable (and a link long). */
export const MAX_SAVED_PLANS = 10;
/** Characters of a name, counted as a reader counts them (astral characters once). */
export const MAX_NAME_LENGTH = 60;
/** The saved plans' part of a link, at most: with the plan's own `s` (500 to 2,000 characters for
 *  most plans) the whole link stays within the 8,000 characters RFC 9110 asks every browser and
 *  server to take. Plans past it stay in the browser only, and the page says so. */
const SAVED_LINK_BUDGET = 6000;
/** The link parameter, repeated once per plan: `saved=<s>*<name>` ('*' is in no `s`). */
const SAVED_PARAM = 'saved';
const NAME_MARK = '*';
export const STORAGE_KEY = 'projection-530a:saved-plans';
const STORAGE_VERSION = 1;
/** A stored list longer than this is not read at all (ten plans of the longest `s` fit). */
const MAX_STORED_CHARS = MAX_SAVED_PLANS * (MAX_SHARE_LENGTH + 8 * MAX_NAME_LENGTH);

/** What was read, and how many entries were left out as unreadable. */
export interface ReadPlans {
  plans: SavedPlan[];
  unreadable: number;
}

/** A name as the page keeps it: control and format characters as spaces, spaces collapsed,
 *  trimmed, at most MAX_NAME_LENGTH characters; '' when nothing is left. */
export function cleanName(text: string): string {
  const plain = text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(plain).slice(0, MAX_NAME_LENGTH).join('').trim();
}

/** `name`, or `name (2)`, `name (3)` ... the first not among `taken`. */
export function uniqueName(name: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(name)) return name;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate =
      Array.from(name)
        .slice(0, MAX_NAME_LENGTH - suffix.length)
        .join('') + suffix;
    if (!used.has(candidate)) return candidate;
  }
}

/** A share state prepared as the page's answer is; undefined when it is not a valid scenario. */
export function preparedOf(s: string): Prepared | undefined {
  const prepared = prepare({ s }, 'project', checkScenarioPlain);
  return prepared.ok ? prepared : undefined;
}

/** One plan from untrusted values; undefined when either is not what a plan holds. */
function planOf(name: unknown, s: unknown): SavedPlan | undefined {
  if (typeof name !== 'string' || typeof s !== 'string' || s.length > MAX_SHARE_LENGTH) return undefined;
  const clean = cleanName(name.slice(0, 4 * MAX_NAME_LENGTH));
  if (clean === '') return undefined;
  const prepared = preparedOf(s);
  return prepared && { name: clean, s: prepared.s, prepared };
}

/** Adds `incoming` to `plans` (the first of equal `s` wins; names kept unique), up to the limit:
 *  returns what was added and what did not fit. */
export function mergePlans(
  plans: SavedPlan[],
  incoming: readonly SavedPlan[],
): { plans: SavedPlan[]; added: number; full: number } {
  const merged = [...plans];
  let added = 0;
  let full = 0;
  for (const plan of incoming) {
    if (merged.some((kept) => kept.s === plan.s)) continue;
    if (merged.length >= MAX_SAVED_PLANS) {
      full++;
      continue;
    }
    merged.push({
      ...plan,
      name: uniqueName(
        plan.name,
        merged.map((kept) => kept.name),
      ),
    });
    added++;
  }
  return { plans: merged, added, full };
}

/** The plans of a stored list (the text localStorage held, or null). */
export function readStored(text: string | null): ReadPlans {
  if (text === null) return { plans: [], unreadable: 0 };
  if (text.length > MAX_STORED_CHARS) return { plans: [], unreadable: 1 };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { plans: [], unreadable: 1 };
  }
  const list = (value as { version?: unknown; plans?: unknown } | null)?.plans;
  if ((value as { version?: unknown } | null)?.version !== STORAGE_VERSION || !Array.isArray(list))
    return { plans: [], unreadable: 1 };
  const read = list.slice(0, MAX_SAVED_PLANS).map((entry: unknown) => {
    const { name, s } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    return planOf(name, s);
  });
  const plans = read.filter((plan): plan is SavedPlan => plan !== undefined);
  const merged = mergePlans([], plans);
  return { plans: merged.plans, unreadable: Math.max(0, list.length - MAX_SAVED_PLANS) + read.length - plans.length };
}

/** The text a list is stored as. */
export function storedText(plans: readonly SavedPlan[]): string {
  return JSON.stringify({ version: STORAGE_VERSION, plans: plans.map(({ name, s }) => ({ name, s })) });
}

/** The plans a page address carries (its search part). */
export function readLinked(search: string): ReadPlans {
  const values = new URLSearchParams(search).getAll(SAVED_PARAM);
  const read = values.slice(0, MAX_SAVED_PLANS).map((value) => {
    const mark = value.indexOf(NAME_MARK);
    return mark < 0 ? undefined : planOf(value.slice(mark + 1), value.slice(0, mark));
  });
  const plans = read.filter((plan): plan is SavedPlan => plan !== undefined);
  return { plans, unreadable: values.length - plans.length };
}

/** The link's part for the plans, in order, as many as fit SAVED_LINK_BUDGET: `&saved=...` each. */
export function linkPart(plans: readonly SavedPlan[]): { part: string; carried: number } {
  let part = '';
  let carried = 0;
  for (const plan of plans) {
    const next = `&${new URLSearchParams([[SAVED_PARAM, `${plan.s}${NAME_MARK}${plan.name}`]])}`;
    if (part.length + next.length > SAVED_LINK_BUDGET) break;
    part += next;
    carried++;
  }
  return { part, carried };
}
