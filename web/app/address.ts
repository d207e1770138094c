// The page's address: the scenario's share-link state `s` (the API's format, unchanged) and one
// page-only parameter beside it, `dollars=today`, for amounts shown in today's dollars. Written
// once the scenario has settled (replaceState costs a frame or two, too much on every keystroke).
import type { Basis } from './chart.js';

/** Quiet time after the last result before the address follows it. */
const SETTLE_MS = 800;
const BASIS_PARAM = 'dollars';
const TODAY = 'today';

export interface PageAddress {
  s: string | null;
  basis: Basis;
}

export function readAddress(search = location.search): PageAddress {
  const params = new URLSearchParams(search);
  return { s: params.get('s'), basis: params.get(BASIS_PARAM) === TODAY ? 'real' : 'nominal' };
}

/** A share link with the page's choice of dollars: the API's link, plus `&dollars=today` for real. */
export function withBasis(link: string, basis: Basis): string {
  return basis === 'real' ? `${link}&${BASIS_PARAM}=${TODAY}` : link;
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
