// The list of saved plans this page shows (docs/api.md#website): read once from the browser's
// localStorage and the page's link (a link's plans join the browser's), and written back to
// localStorage on every change. A browser that refuses localStorage (disabled, full, a private
// window's quota) still keeps the plans for as long as the page is open, and its link carries them.
import {
  cleanName,
  MAX_SAVED_PLANS,
  mergePlans,
  readLinked,
  readStored,
  type SavedPlan,
  STORAGE_KEY,
  storedText,
  uniqueName,
} from './saved-plans.js';

/** What loading found: plans the link added, and entries left out (unreadable, or past the limit). */
export interface Loaded {
  fromLink: number;
  leftOut: number;
}

/** localStorage, or undefined where reading it throws (storage disabled, an opaque origin). */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export class SavedPlanStore {
  plans: SavedPlan[] = [];
  /** false once the browser has refused to keep the list. */
  persistent = true;

  load(search: string): Loaded {
    let text: string | null = null;
    try {
      text = storage()?.getItem(STORAGE_KEY) ?? null;
    } catch {
      this.persistent = false;
    }
    const stored = readStored(text);
    const linked = readLinked(search);
    const merged = mergePlans(stored.plans, linked.plans);
    this.plans = merged.plans;
    if (merged.added > 0 || stored.unreadable > 0) this.persist();
    return { fromLink: merged.added, leftOut: stored.unreadable + linked.unreadable + merged.full };
  }

  get full(): boolean {
    return this.plans.length >= MAX_SAVED_PLANS;
  }

  find(s: string): SavedPlan | undefined {
    return this.plans.find((plan) => plan.s === s);
  }

  /** Adds a plan under `name` (made unique; "Plan N" when empty); its name as kept. */
  add(plan: Omit<SavedPlan, 'name'>, name: string): string {
    const taken = this.plans.map((kept) => kept.name);
    const wanted = cleanName(name) || this.defaultName();
    const kept = uniqueName(wanted, taken);
    this.plans = [...this.plans, { ...plan, name: kept }];
    this.persist();
    return kept;
  }

  /** The first "Plan N" not yet taken. */
  defaultName(): string {
    const taken = new Set(this.plans.map((plan) => plan.name));
    let n = this.plans.length + 1;
    while (taken.has(`Plan ${n}`)) n++;
    return `Plan ${n}`;
  }

  /** Renames a plan (made unique among the others); its name as kept, or undefined for an empty name. */
  rename(s: string, name: string): string | undefined {
    const clean = cleanName(name);
    if (clean === '') return undefined;
    const others = this.plans.filter((plan) => plan.s !== s).map((plan) => plan.name);
    const kept = uniqueName(clean, others);
    this.plans = this.plans.map((plan) => (plan.s === s ? { ...plan, name: kept } : plan));
    this.persist();
    return kept;
  }

  remove(s: string): void {
    this.plans = this.plans.filter((plan) => plan.s !== s);
    this.persist();
  }

  private persist(): void {
    try {
      const store = storage();
      if (store === undefined) throw new Error('no localStorage');
      if (this.plans.length === 0) store.removeItem(STORAGE_KEY);
      else store.setItem(STORAGE_KEY, storedText(this.plans));
    } catch {
      this.persistent = false;
    }
  }
}
