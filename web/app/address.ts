// The page's address: the scenario's share-link state `s`, future dollars, `dollars=future`, and the
// child's state, `state=CT` (only when the form names one), read as core/answer/page-address.ts
// reads them (the server reads them the same way), and one more page-only parameter, the saved
// plans it carries, `saved=...` (saved-plans.ts). Written once the scenario has settled
// (replaceState costs a frame or two, too much on every keystroke).
import { BASIS_PARAM, FUTURE, type PageAddress, readPageAddress, STATE_PARAM } from '../../core/answer/page-address.js';
import type { UsState } from '../../core/common/us-states.js';
import type { Basis } from './text.js';
import { words } from './words.js';

/** Quiet time after the last result before the address follows it. */
const SETTLE_MS = 800;

export function readAddress(search = location.search): PageAddress {
  return readPageAddress(search);
}

/** The saved plans' part of every link the page writes (saved-plans.ts linkPart), '' for none. */
let carried = '';

export function carryInLinks(part: string): void {
  carried = part;
}

/** The child's state in every link the page writes, '' for none (not a field of the scenario). */
let stateParam = '';

export function carryState(state: UsState | undefined): void {
  stateParam = state === undefined ? '' : `&${STATE_PARAM}=${state}`;
}

/** A share link with the saved plans it carries, the page's choice of dollars and the child's
 *  state: the API's link, plus `&saved=...` per plan carried, `&dollars=future` for future dollars
 *  and `&state=CT` when a state is chosen. */
export function withBasis(link: string, basis: Basis, withSaved = true): string {
  return `${link}${withSaved ? carried : ''}${basis === 'nominal' ? `&${BASIS_PARAM}=${FUTURE}` : ''}${stateParam}`;
}

/** The API's share link (`https://site/?s=...`) as a link to this page in its language
 *  (`https://site/es/?s=...` from the Spanish page; unchanged from the English one). */
export function inLanguage(shareUrl: string): string {
  return shareUrl.replace('/?s=', `${words.home}?s=`);
}

/** The link to the page in the other language carries the page's address: the same plan, dollars,
 *  state and saved plans (docs/architecture.md#languages). */
export function followLanguageLink(): void {
  const link = document.getElementById('language-link');
  if (link instanceof HTMLAnchorElement) link.href = `${words.otherHome}${location.search}`;
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** Writes the address once nothing has changed for a moment; a newer call replaces an older one. */
export function settleAddress(s: string, basis: Basis): void {
  cancelAddress();
  timer = setTimeout(() => {
    timer = undefined;
    const next = withBasis(`${location.pathname}?s=${s}`, basis);
    if (`${location.pathname}${location.search}` !== next) history.replaceState(null, '', next);
    followLanguageLink();
  }, SETTLE_MS);
}

export function cancelAddress(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}
