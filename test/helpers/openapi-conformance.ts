// Every response a test file receives from a server started by startServer() is recorded, and
// checked at the end of the file against the service's own OpenAPI document (GET /openapi.json):
// a documented path must answer only documented statuses, with a body its schema accepts.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { itemAt } from '../../core/common/checked.js';

export interface RecordedResponse {
  method: string;
  path: string;
  status: number;
  contentType: string;
  body: string;
}

export const recorded: RecordedResponse[] = [];
export const documents = new Map<string, unknown>(); // server url -> its OpenAPI document

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** The operation a request went to, and its key in the document's path item. */
function operationFor(doc: Document, method: string, path: string): { key: string; operation: Operation } | undefined {
  const methods = doc.paths[path];
  const key = method === 'HEAD' && !methods?.head ? 'get' : method.toLowerCase();
  const operation = methods?.[key];
  return operation ? { key, operation } : undefined;
}

/** The document's address for the validator: the `$ref`s of its schemas
 *  (`#/components/schemas/Projection`) resolve inside the document, as client tools read them. */
const DOCUMENT_ID = 'urn:530a:openapi.json';

/** A JSON Pointer into the document, as a URI fragment. */
const pointer = (...tokens: string[]) =>
  tokens.map((token) => `/${encodeURIComponent(token.replaceAll('~', '~0').replaceAll('/', '~1'))}`).join('');

/** Problems found in the recorded responses, one line each. */
export function conformanceProblems(doc: unknown, responses: RecordedResponse[]): string[] {
  // The whole document is one schema resource; each response schema is compiled in place, by its
  // pointer, so that its references reach components.schemas.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats.default(ajv);
  ajv.addSchema({ ...(doc as object), $id: DOCUMENT_ID });
  const problems: string[] = [];
  let checked = 0;
  for (const response of responses) {
    const found = operationFor(doc as Document, response.method, response.path);
    if (!found) continue;
    const { key, operation } = found;
    const documented = operation.responses[String(response.status)];
    const where = `${response.method} ${response.path} -> ${response.status}`;
    if (!documented) {
      problems.push(`${where}: status not documented`);
      continue;
    }
    checked++;
    if (response.status === 304 || response.method === 'HEAD') continue;
    const mediaType = itemAt(response.contentType.split(';'), 0).trim();
    const content = documented.content?.[mediaType];
    if (!content) {
      problems.push(`${where}: content type ${mediaType} not documented`);
      continue;
    }
    const validate = ajv.getSchema(
      `${DOCUMENT_ID}#${pointer('paths', response.path, key, 'responses', String(response.status), 'content', mediaType, 'schema')}`,
    );
    if (!validate) throw new Error(`${where}: the schema of ${mediaType} could not be compiled`);
    if (!validate(JSON.parse(response.body))) {
      problems.push(`${where}: ${ajv.errorsText(validate.errors)}`);
    }
  }
  if (responses.length > 0 && checked === 0) problems.push('no recorded response was a documented operation');
  return problems;
}
