// Every response a test file receives from a server started by startServer() is recorded, and
// checked at the end of the file against the service's own OpenAPI document (GET /openapi.json):
// a documented path must answer only documented statuses, with a body its schema accepts.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

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

function operationFor(doc: Document, method: string, path: string): Operation | undefined {
  const methods = doc.paths[path];
  if (!methods) return undefined;
  return methods[method.toLowerCase()] ?? (method === 'HEAD' ? methods.get : undefined);
}

/** Problems found in the recorded responses, one line each. */
export function conformanceProblems(doc: unknown, responses: RecordedResponse[]): string[] {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const problems: string[] = [];
  let checked = 0;
  for (const response of responses) {
    const operation = operationFor(doc as Document, response.method, response.path);
    if (!operation) continue;
    const documented = operation.responses[String(response.status)];
    const where = `${response.method} ${response.path} -> ${response.status}`;
    if (!documented) {
      problems.push(`${where}: status not documented`);
      continue;
    }
    checked++;
    if (response.status === 304 || response.method === 'HEAD') continue;
    const mediaType = response.contentType.split(';')[0].trim();
    const content = documented.content?.[mediaType];
    if (!content) {
      problems.push(`${where}: content type ${mediaType} not documented`);
      continue;
    }
    const validate = ajv.compile(content.schema);
    if (!validate(JSON.parse(response.body))) {
      problems.push(`${where}: ${ajv.errorsText(validate.errors)}`);
    }
  }
  if (responses.length > 0 && checked === 0) problems.push('no recorded response was a documented operation');
  return problems;
}
