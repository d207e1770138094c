// The problem details body (RFC 9457, docs/api.md#errors) every non-2xx answer carries.
import Type from 'typebox';
import { PROBLEMS } from '../problems.js';

export const Problem = Type.Object(
  {
    type: Type.String({ format: 'uri', description: 'a page that explains the problem code' }),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.String(),
    code: Type.Enum(Object.keys(PROBLEMS), { description: 'stable machine-readable code' }),
    errors: Type.Optional(Type.Array(
      Type.Object(
        {
          pointer: Type.String({ description: 'JSON Pointer into the request, e.g. /sources/2/schedule/amountCents' }),
          message: Type.String(),
        },
        { additionalProperties: false },
      ),
      { description: 'every validation problem found, not only the first' },
    )),
  },
  { additionalProperties: false, description: 'RFC 9457 problem details (application/problem+json)' },
);
