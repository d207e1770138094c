// The page's address: the scenario's share-link state `s` (the API's format, unchanged) and one
// page-only parameter beside it for future dollars, `dollars=future`. Without it (the API's own links)
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

/** A share link with the page's choice of dollars: the API's link, plus `&dollars=future` for future dollars. */
export function withBasis(link: string, basis: Basis): string {
  return basis === 'nominal' ? `${link}&${BASIS_PARAM}=${FUTURE}` : link;
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
