// The page's address (core/answer/page-address.ts: `s` and `dollars=future`), read from the
// location and written once the scenario has settled (replaceState costs a frame or two, too much on
// every keystroke).
import { BASIS_PARAM, FUTURE, type PageAddress, readPageAddress } from '../../core/answer/page-address.js';
import type { Basis } from './text.js';

/** Quiet time after the last result before the address follows it. */
const SETTLE_MS = 800;

export function readAddress(search = location.search): PageAddress {
  return readPageAddress(search);
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
