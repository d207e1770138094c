// The page's address (docs/api.md#website): the scenario's share-link state `s` (the API's format,
// unchanged) and one page-only parameter beside it for future dollars, `dollars=future`. Without it
// (the API's own links) the page shows today's dollars, its default; `dollars=today`, which older
// pages wrote, means the same. Read the same way by the page's script and by the server, which
// writes the first answer into the page (docs/api.md#the-first-answer-at-once).
import type { Basis } from './words.js';

export const BASIS_PARAM = 'dollars';
export const FUTURE = 'future';

export interface PageAddress {
  s: string | null;
  basis: Basis;
}

/** The address's query (`?s=...&dollars=future`, or without its `?`). */
export function readPageAddress(search: string): PageAddress {
  const params = new URLSearchParams(search);
  return { s: params.get('s'), basis: params.get(BASIS_PARAM) === FUTURE ? 'nominal' : 'real' };
}
