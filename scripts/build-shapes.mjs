// Writes core/validation/checkable-shapes.ts: the scenario's shapes (core/validation/scenario-shapes.ts,
// made with TypeBox) as plain JSON Schema without annotations, for the checker that needs no
// TypeBox (core/validation/validate-plain.ts: the page and the package). The shapes are evaluated
// here, in Node, from the TypeScript sources bundled in memory; checkableShapes() refuses any
// keyword that checker does not know, so such a schema fails the build. The file is made, not
// kept in git; scripts/ensure-built.mjs runs this when its sources change.
//   node scripts/build-shapes.mjs
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const top = dirname(dirname(fileURLToPath(import.meta.url)));
export const SHAPES_FILE = join(top, 'core', 'validation', 'checkable-shapes.ts');

/** checkableShapes() of the TypeScript sources, as a JSON value. */
async function checkableShapes() {
  const entry = [
    "import { checkableShapes } from './core/validation/scenario-shapes.ts';",
    'export default checkableShapes();',
  ].join('\n');
  const bundled = await esbuild.build({
    stdin: { contents: entry, resolveDir: top, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'warning',
  });
  const code = Buffer.from(bundled.outputFiles[0].contents).toString('base64');
  return (await import(`data:text/javascript;base64,${code}`)).default;
}

export async function buildShapes() {
  const shapes = JSON.stringify(await checkableShapes(), null, 2);
  const text = [
    '// Made by scripts/build-shapes.mjs from scenario-shapes.ts; not kept in git, not to be edited.',
    "import type { ShapeSchemas } from './scenario-checks.js';",
    '',
    `export const CHECKABLE_SHAPES: ShapeSchemas = ${shapes};`,
    '',
  ].join('\n');
  await writeFile(SHAPES_FILE, text);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildShapes();
