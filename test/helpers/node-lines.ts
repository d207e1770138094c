// The Node lines the project supports and where the tools fetched for the tests live, read from
// the one home every script reads them from (scripts/node-lines.json; docs/operations.md#the-node-lines-tested).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface NodeLines {
  /** The newest LTS line: .ci/run tests on it, the image runs it, the newest MCP Inspector runs on it. */
  newestLts: string;
  /** The lines `engines` and the README name as supported, newest first. */
  supported: string[];
  /** Lines past their end of life that still run everything. */
  pastEndOfLife: string[];
}

export const NODE_LINES = JSON.parse(
  readFileSync(new URL('../../scripts/node-lines.json', import.meta.url), 'utf8'),
) as NodeLines;

/** Tools fetched from the npm registry before the tests start (scripts/ensure-inspectors.mjs): a
 *  folder outside node_modules, which `npm ci` deletes whole. */
export const TEST_TOOLS = fileURLToPath(new URL('../../.test-tools/', import.meta.url));
