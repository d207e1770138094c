// What the server tells the page's script about the answer it wrote into the page, in the JSON
// block `#first-answer` (docs/api.md#the-first-answer-at-once): the choice of dollars it is written
// in, and the share strings `s` of the plans it is the answer of. The script keeps the answer only
// when its own plan's `s` is one of them and its dollars are the same; `null` when there is none.
import type { Basis } from './words.js';

export interface FirstAnswerNote {
  basis: Basis;
  plans: string[];
}
