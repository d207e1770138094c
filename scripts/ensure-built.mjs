// Makes a fresh clone runnable with one command: installs dependencies when missing or stale,
// builds the engine's .wasm, bundles the web page and compiles the server when missing or older
// than their sources. Plain Node with no dependencies, since it runs before any are installed
// (the page's bundler, esbuild, is imported only after `npm ci`).
//   --wasm-only   skip the server compile (the engine package's pack, which needs the .wasm and
//                 the shapes only)
//   --force       rebuild everything
// What does not depend on another step runs beside it, on as many cores as the machine has: the
// engine's two builds, the server's compile and the page's bundle (docs/operations.md#the-suites-time).
// The compiled server (dist/) is what `npm start` runs and what `npm pack` ships (package.json
// "files"; `prepack` runs this script): JS with declarations, and the .wasm beside the compiled
// wrapper, where package/load-node.ts and the package's browser entry look for it.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const top = dirname(dirname(fileURLToPath(import.meta.url)));
const args = new Set(process.argv.slice(2));
const force = args.has('--force');

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

/** Newest modification time of the files below `dir` (recursively) that end in one of `endings`. */
function newest(dir, endings) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(path, endings));
    else if (endings.some((ending) => entry.name.endsWith(ending))) latest = Math.max(latest, mtime(path));
  }
  return latest;
}

function run(command, commandArgs) {
  process.stderr.write(`> ${command} ${commandArgs.join(' ')}\n`);
  execFileSync(command, commandArgs, { cwd: top, stdio: 'inherit' });
}

/** Runs a command beside the others; resolves when it succeeds, rejects when it fails. */
function start(command, commandArgs) {
  const line = `${command} ${commandArgs.join(' ')}`;
  process.stderr.write(`> ${line}\n`);
  const child = spawn(command, commandArgs, { cwd: top, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${line} failed (${signal ?? `status ${code}`})`)),
    );
  });
}

const installed = join(top, 'node_modules', '.package-lock.json');
if (force || !existsSync(installed) || mtime(join(top, 'package-lock.json')) > mtime(installed)) {
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

// The release build, and the debug build the tests run (docs/architecture.md#engine-builds); both compile in
// the table of historical factors that scripts/build-history.mjs makes from data/, and the Sobol
// direction numbers' table that scripts/build-sobol.mjs makes from data/.
const wasmBuilds = ['engine.wasm', 'engine.debug.wasm'].map((name) => mtime(join(top, 'build', name)));
const wasmSources = Math.max(
  newest(join(top, 'assembly'), ['.ts', '.json']),
  newest(join(top, 'data'), ['.csv', '.txt']),
  ...['asconfig.json', 'scripts/build-history.mjs', 'scripts/build-sobol.mjs'].map((path) => mtime(join(top, path))),
);
// The same steps as `npm run build:wasm`, the two builds side by side.
const wasm =
  force || Math.min(...wasmBuilds) < wasmSources
    ? start(process.execPath, ['scripts/build-history.mjs'])
        .then(() => start(process.execPath, ['scripts/build-sobol.mjs']))
        .then(() =>
          Promise.all(
            ['build:asc:release', 'build:asc:debug'].map((script) => start('npm', ['run', '--silent', script])),
          ),
        )
    : Promise.resolve();
// Awaited below; a failure must not go unheard while the other steps run.
wasm.catch(() => undefined);

// The scenario's shapes as plain JSON Schema (scripts/build-shapes.mjs), which the page and the
// package check scenarios with.
const shapesSources = Math.max(
  newest(join(top, 'core', 'schemas'), ['.ts']),
  ...['scenario-shapes.ts', 'json-schema-errors.ts'].map((name) => mtime(join(top, 'core', 'validation', name))),
  mtime(join(top, 'scripts', 'build-shapes.mjs')),
  mtime(installed),
);
if (force || mtime(join(top, 'core', 'validation', 'checkable-shapes.ts')) < shapesSources) {
  process.stderr.write('> node scripts/build-shapes.mjs\n');
  const { buildShapes } = await import('./build-shapes.mjs');
  await buildShapes();
}

// The server's compile (after the shapes, which it compiles too), beside the page's bundle.
const serverCompile = args.has('--wasm-only') ? Promise.resolve() : compileServer();
serverCompile.catch(() => undefined);

// The web page (web/build-site.mjs): build/site/ from the page's own files and the engine
// wrapper, rules and schemas it bundles.
const siteOutputs = ['app.js', 'app-es.js', 'worker.js', 'app.css', 'index.html'].map((name) =>
  mtime(join(top, 'build', 'site', name)),
);
const siteSources = Math.max(
  newest(join(top, 'web'), ['.ts', '.mjs', '.css', '.html']),
  newest(join(top, 'core'), ['.ts']),
  mtime(join(top, 'assembly', 'layout.ts')),
  mtime(join(top, 'assembly', 'status.ts')),
  mtime(installed),
);
if (force || Math.min(...siteOutputs) < siteSources) {
  process.stderr.write('> node web/build-site.mjs\n');
  const { buildSite } = await import('../web/build-site.mjs');
  await buildSite();
}

await Promise.all([wasm, serverCompile]);

if (!args.has('--wasm-only')) {
  // The .wasm beside the compiled wrapper (package/load-node.ts).
  for (const name of ['engine.wasm', 'engine.debug.wasm']) {
    const built = join(top, 'build', name);
    const beside = join(top, 'dist', 'core', 'engine', name);
    if (mtime(beside) < mtime(built)) copyFileSync(built, beside);
  }
}

/** dist/ compiled when it is missing or older than its sources. */
async function compileServer() {
  const server = join(top, 'dist', 'server', 'main.js');
  const serverSources = Math.max(
    ...['core', 'server', 'cli', 'package'].map((room) => newest(join(top, room), ['.ts'])),
    ...['assembly/layout.ts', 'assembly/status.ts', 'tsconfig.json', 'tsconfig.base.json'].map((path) =>
      mtime(join(top, path)),
    ),
  );
  if (force || mtime(server) < serverSources) {
    // A clean compile: nothing of a deleted or renamed source lingers in dist/ (or in the package).
    rmSync(join(top, 'dist'), { recursive: true, force: true });
    await start('npm', ['run', '--silent', 'build:server']);
  }
}
