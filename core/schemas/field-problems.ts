// What is wrong with one field of a request (docs/api.md#errors): where (a JSON Pointer into the
// request), what (a stable code with its parameters) and the API's English sentence. Clients that
// speak to people in other words, the page among them, choose their words by code and parameters,
// never by parsing the sentence. Browser-safe: the wrapper, the server and the page share it.

export const FIELD_PROBLEM_CODES = [
  'REQUIRED', // a required field is missing
  'UNKNOWN_FIELD', // a field the resource does not have; params.suggestion: a known field close to it
  'WRONG_TYPE', // params.expected: string, number, integer, boolean, object, array
  'NOT_ONE_OF', // params.allowed: the allowed values, comma-separated
  'NOT_A_DATE', // not a real calendar date written YYYY-MM-DD
  'NOT_CENTS', // not a string of 1 to 12 digits
  'TOO_SMALL', // params.limit, params.comparison ('>=' or '>'); params.fraction: a percentage sent for a fraction, as the fraction
  'TOO_LARGE', // params.limit, params.comparison ('<=' or '<'); params.fraction: likewise
  'TOO_SHORT', // params.limit: fewest characters
  'TOO_LONG', // params.limit: most characters
  'TOO_MANY', // params.limit: most items
  'DUPLICATE_ID', // params.id, params.other: the pointer of the source that has it first
  'END_NOT_AFTER_START', // params.start, params.end: ages in months
  'BIRTH_TOO_FAR_AHEAD', // params.months: how far after asOf a birth date may be
  'TARGET_NOT_AFTER_START', // params.startAgeMonths: the child's age on asOf
  'BASIS_ABOVE_BALANCE', // params.balanceCents: currentBasisCents may not exceed the balance
  'CHILD_NOT_BORN', // money in an account of a child born after asOf (there is no account yet)
  'ABOVE_YEAR_LIMIT', // params.limitCents, params.year: the limit of asOf's calendar year
  'GOAL_AGE_OUTSIDE_HORIZON', // params.startAgeMonths, params.targetAgeMonths: the goal's age must lie in (start, target]
  'ONLY_FOR_EDUCATION', // afterTax.qualifiedExpensesCents (or afterTax.plan.method "expenses") needs afterTax.use "education"
  'PLAN_NOT_A_BIRTHDAY', // afterTax.plan.fromAgeMonths is not a multiple of 12
  'PLAN_BEFORE_PAYOUT', // params.fromAgeMonths, params.startAgeMonths: the first withdrawal before 18 or not after asOf
  'PLAN_BEYOND_HORIZON', // params.lastAgeMonths, params.targetAgeMonths: the last withdrawal after the target
  'DEPOSITS_DURING_PLAN', // params.id: a source deposits once the plan has begun
  'EXPENSES_REQUIRED', // afterTax.plan.method "expenses" needs afterTax.qualifiedExpensesCents
  'CONVERSION_NOT_A_BIRTHDAY', // afterTax.conversion.fromAgeMonths is not a multiple of 12
  'CONVERSION_BEFORE_IRA', // params.fromAgeMonths, params.startAgeMonths, params.iraAgeMonths: a conversion before 18 (not yet an IRA) or not after asOf
  'CONVERSION_BEYOND_HORIZON', // params.lastAgeMonths, params.targetAgeMonths: the last conversion after the target
  'CONVERSION_AFTER_WITHDRAWALS', // params.lastAgeMonths, params.firstWithdrawalAgeMonths: the last conversion not before the first withdrawal
  'DEPOSITS_DURING_CONVERSION', // params.id: a source deposits once the conversion has begun
  'ONLY_FOR_EMPLOYER', // params.kind: salaryReduction on a source that is not an employer's
  'ONLY_FOR_LOGNORMAL', // params.returnModel: mcSampler "sobol" draws simulated markets, which this return model has none of
  'STATE_NOT_MODELLED', // params.state: afterTax.state names a state whose income tax is not modelled yet
  'STATE_REQUIRED', // afterTax.parentStateRate without afterTax.state
  'UNKNOWN_SOURCE', // params.id: no source of the scenario has this id
  'NOT_AN_OBJECT', // the body is not a JSON object
  'NOT_WITH_S', // a field beside s, the share-link state
  'BAD_SHARE_LINK', // s cannot be decoded; the message says why
  'INVALID', // anything else; the message says what
] as const;
export type FieldProblemCode = (typeof FIELD_PROBLEM_CODES)[number];

export type FieldProblemParams = Readonly<Record<string, string | number>>;

export interface FieldProblem {
  pointer: string;
  code: FieldProblemCode;
  message: string;
  params?: FieldProblemParams;
}

export function fieldProblem(
  pointer: string,
  code: FieldProblemCode,
  message: string,
  params?: FieldProblemParams,
): FieldProblem {
  return params === undefined ? { pointer, code, message } : { pointer, code, message, params };
}
