// Packs the engine alone as its own npm package, projection-530a-engine (docs/api.md#the-engine-package):
// the browser-safe core and the package's entries compiled (tsconfig.package.json), the release
// .wasm beside the compiled wasm door, the manifest package/engine-package.json with the version,
// licence and engines of the project's own. It has no dependency: TypeBox, which its declarations
// name for the types of the scenario and the projection, is an optional peer that TypeScript users
// add; no code of it is ever loaded. The service's package (package.json) stays as it is.
//   node scripts/pack-engine.mjs [destination]   (prints the tarball's path)
// It expects the .wasm and the scenario's shapes built (scripts/ensure-built.mjs).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const top = dirname(dirname(fileURLToPath(import.meta.url)));
const out = join(top, 'build', 'engine-package');
const destination = resolve(process.argv[2] ?? join(top, 'build'));

const project = JSON.parse(readFileSync(join(top, 'package.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(top, 'package', 'engine-package.json'), 'utf8'));

rmSync(out, { recursive: true, force: true });
execFileSync(process.execPath, [join(top, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.package.json'], {
  cwd: top,
  stdio: 'inherit',
});
copyFileSync(join(top, 'build', 'engine.wasm'), join(out, 'dist', 'core', 'engine', 'engine.wasm'));
copyFileSync(join(top, 'LICENSE'), join(out, 'LICENSE'));
writeFileSync(join(out, 'README.md'), readFileSync(join(top, 'package', 'README.md'), 'utf8'));
const packed = {
  ...manifest,
  version: project.version,
  license: project.license,
  engines: project.engines,
  files: ['dist/**/*.js', 'dist/**/*.d.ts', 'dist/core/engine/engine.wasm'],
  peerDependencies: { typebox: project.dependencies.typebox },
  peerDependenciesMeta: { typebox: { optional: true } },
};
writeFileSync(join(out, 'package.json'), `${JSON.stringify(packed, null, 2)}\n`);

mkdirSync(destination, { recursive: true });
const name = execFileSync('npm', ['pack', '--silent', '--pack-destination', destination], {
  cwd: out,
  encoding: 'utf8',
})
  .trim()
  .split('\n')
  .at(-1);
process.stdout.write(`${join(destination, name)}\n`);
