// What afterTax.state and afterTax.parentStateRate must satisfy beyond the schema
// (docs/after-tax.md#state-tax): a state whose income tax is modelled (one listed but not modelled
// yet is refused, never answered with a silent zero), and a parent's state rate only beside a state.
import { type FieldProblem, fieldProblem } from '../schemas/field-problems.js';
import { STATE_CODES, type StateCode, type StateTaxJurisdiction } from '../statute/state-tax-types.js';
import { STATE_TAX } from '../statute/states/index.js';
import { closestField } from './field-suggestion.js';

const isStateCode = (value: unknown): value is StateCode =>
  typeof value === 'string' && (STATE_CODES as readonly string[]).includes(value);

/** The problems of a schema-valid request's afterTax state fields (against `jurisdictions`: the
 *  states' files, or a test's table). */
export function stateProblems(
  afterTax: unknown,
  jurisdictions: Readonly<Record<StateCode, StateTaxJurisdiction>> = STATE_TAX,
): FieldProblem[] {
  if (typeof afterTax !== 'object' || afterTax === null) return [];
  const { state, parentStateRate } = afterTax as { state?: unknown; parentStateRate?: unknown };
  if (state === undefined) {
    return parentStateRate === undefined
      ? []
      : [
          fieldProblem(
            '/afterTax/parentStateRate',
            'STATE_REQUIRED',
            "afterTax.parentStateRate applies only with afterTax.state, the family's state",
          ),
        ];
  }
  // The schema says only "a string", so that the tool server's schemas stay small (51 codes in each
  // tool would not fit its budget: docs/api.md#sizes); the codes are checked here.
  if (typeof state !== 'string') return []; // the schema's problem
  if (!isStateCode(state)) {
    const allowed = STATE_CODES.join(', ');
    const suggestion = closestField(state.slice(0, 64), STATE_CODES);
    return [
      suggestion === undefined
        ? fieldProblem('/afterTax/state', 'NOT_ONE_OF', `must be one of: ${allowed}`, { allowed })
        : fieldProblem('/afterTax/state', 'NOT_ONE_OF', `must be one of: ${allowed}; did you mean "${suggestion}"?`, {
            allowed,
            suggestion,
          }),
    ];
  }
  const jurisdiction = jurisdictions[state];
  if (jurisdiction.status === 'modelled') return [];
  return [
    fieldProblem(
      '/afterTax/state',
      'STATE_NOT_MODELLED',
      `${jurisdiction.name}'s income tax is not modelled yet; leave afterTax.state out for federal tax only (GET /v1/rules lists the states modelled: stateTax)`,
      { state },
    ),
  ];
}
