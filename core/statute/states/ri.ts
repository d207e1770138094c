// Rhode Island: not modelled yet (docs/after-tax.md#state-tax).
import { notYet } from './not-yet.js';

export const RI = notYet('RI', 'Rhode Island');
