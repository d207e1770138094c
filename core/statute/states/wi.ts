// Wisconsin: not modelled yet (docs/after-tax.md#state-tax).
import { notYet } from './not-yet.js';

export const WI = notYet('WI', 'Wisconsin');
