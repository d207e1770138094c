// The problem details body (RFC 9457, docs/api.md#errors) every non-2xx answer carries.
import * as Type from 'typebox';
import { FIELD_PROBLEM_CODES } from './field-problems.js';
import { PROBLEMS } from './problems.js';

export const Problem = Type.Object(
  {
    type: Type.String({ format: 'uri', description: 'a page that explains the problem code' }),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.String(),
    code: Type.Enum(Object.keys(PROBLEMS), { description: 'stable machine-readable code' }),
    errors: Type.Optional(
      Type.Array(
        Type.Object(
          {
            pointer: Type.String({
              description: 'JSON Pointer into the request, e.g. /sources/2/schedule/amountCents',
            }),
            code: Type.Enum([...FIELD_PROBLEM_CODES], {
              description: 'what is wrong: a stable code, to choose your own words by',
            }),
            message: Type.String({ description: "what is wrong, in the API's English" }),
            params: Type.Optional(
              Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
                description: 'the numbers and names the message states, by name (e.g. limit, comparison, allowed)',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        { description: 'every validation problem found, not only the first' },
      ),
    ),
  },
  { additionalProperties: false, description: 'RFC 9457 problem details (application/problem+json)' },
);
