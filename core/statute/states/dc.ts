// District of Columbia: not modelled yet (docs/after-tax.md#state-tax).
import { notYet } from './not-yet.js';

export const DC = notYet('DC', 'District of Columbia');
