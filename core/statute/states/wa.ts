// Washington: not modelled yet (docs/after-tax.md#state-tax).
import { notYet } from './not-yet.js';

export const WA = notYet('WA', 'Washington');
