// New Mexico: not modelled yet (docs/after-tax.md#state-tax).
import { notYet } from './not-yet.js';

export const NM = notYet('NM', 'New Mexico');
