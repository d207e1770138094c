// The page's address: the scenario's share-link state `s` (the API's format, unchanged) and two
// page-only parameters beside it: the saved plans it carries, `saved=...` (saved-plans.ts), and
// future dollars, `dollars=future`. Without it (the API's own links)
// the page shows today's dollars, its default; `dollars=today`, which older pages wrote, means the
// same. Written once the scenario has settled (replaceState costs a frame or two, too much on every
// keystroke).
import type { Basis } from './text.js';

/** Quiet time after the last result before the address follows it. */
const SETTLE_MS = 800;
const BASIS_PARAM = 'dollars';
const FUTURE = 'future';

export interface PageAddress {
  s: string | null;
  basis: Basis;
}

export function readAddress(search = location.search): PageAddress {
  const params = new URLSearchParams(search);
  return { s: params.get('s'), basis: params.get(BASIS_PARAM) === FUTURE ? 'nominal' : 'real' };
}

/** The saved plans' part of every link the page writes (saved-plans.ts linkPart), '' for none. */
let carried = '';

export function carryInLinks(part: string): void {
  carried = part;
}

/** A share link with the saved plans it carries and the page's choice of dollars: the API's link,
 *  plus `&saved=...` per plan carried and `&dollars=future` for future dollars. */
export function withBasis(link: string, basis: Basis, withSaved = true): string {
  return `${link}${withSaved ? carried : ''}${basis === 'nominal' ? `&${BASIS_PARAM}=${FUTURE}` : ''}`;
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** Writes the address once nothing has changed for a moment; a newer call replaces an older one. */
export function settleAddress(s: string, basis: Basis): void {
  cancelAddress();
  timer = setTimeout(() => {
    timer = undefined;
    const next = withBasis(`${location.pathname}?s=${s}`, basis);
    if (`${location.pathname}${location.search}` !== next) history.replaceState(null, '', next);
  }, SETTLE_MS);
}

export function cancelAddress(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}
