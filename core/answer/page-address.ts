// The page's address (docs/api.md#website): the scenario's share-link state `s` (the API's format,
// unchanged) and page-only parameters beside it: future dollars, `dollars=future` (without it, as in
// the API's own links, the page shows today's dollars, its default; `dollars=today`, which older
// pages wrote, means the same), and where the child lives, `state=CT`, when the form names a state
// (a postal code of core/common/us-states.ts; anything else is no state). Read the same way by the
// page's script and by the server, which writes the first answer into the page
// (docs/api.md#the-first-answer-at-once).
import { isUsState, type UsState } from '../common/us-states.js';
import type { Basis } from './words.js';

export const BASIS_PARAM = 'dollars';
export const FUTURE = 'future';
export const STATE_PARAM = 'state';

export interface PageAddress {
  s: string | null;
  basis: Basis;
  state: UsState | undefined;
}

/** The address's query (`?s=...&dollars=future`, or without its `?`). */
export function readPageAddress(search: string): PageAddress {
  const params = new URLSearchParams(search);
  const state = params.get(STATE_PARAM) ?? '';
  return {
    s: params.get('s'),
    basis: params.get(BASIS_PARAM) === FUTURE ? 'nominal' : 'real',
    state: isUsState(state) ? state : undefined,
  };
}
