// `npm test`: the programs the tests need and the builds they load, then the vitest suite with the
// type checks and the lint running beside it (docs/operations.md#the-suites-time). The checks are
// light (tens of seconds of CPU) and the page tests leave a core idle while they wait on the
// browser, so side by side they take about the suite's time instead of adding to it; they run at a
// lower priority, so the tests keep the cores they need. The checks' output follows the suite's,
// and the run fails when any part fails. Arguments go to vitest (CI passes its reporters).
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const top = dirname(dirname(fileURLToPath(import.meta.url)));
/** A niceness the checks run at: below the tests, which must not wait for them. */
const CHECKS_NICENESS = 10;

// The install (ensure-built's `npm ci`, which deletes node_modules whole) comes before every step
// that fetches a tool, and the last step checks that the fetched tools are still where the tests
// look for them (docs/operations.md#what-npm-test-runs-first).
for (const step of [
  ['ensure-test-tools.mjs'],
  ['ensure-built.mjs'],
  ['ensure-inspectors.mjs'],
  ['ensure-inspectors.mjs', '--check'],
]) {
  const [script, ...args] = step;
  const { status, signal } = spawnSync(process.execPath, [`scripts/${script}`, ...args], {
    cwd: top,
    stdio: 'inherit',
  });
  if (status !== 0) {
    process.stderr.write(`npm test: stopped at node scripts/${step.join(' ')} (${signal ?? `status ${status}`})\n`);
    process.exit(status || 1);
  }
}

/** Runs `npm run <script>` with its output kept: its status, output and seconds. */
async function check(script) {
  const started = performance.now();
  const child = spawn('nice', ['-n', String(CHECKS_NICENESS), 'npm', 'run', '--silent', script], {
    cwd: top,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const [status] = await once(child, 'close');
  return {
    script,
    status,
    output: Buffer.concat(output).toString('utf8'),
    seconds: (performance.now() - started) / 1000,
  };
}

// The package.json scripts are the one home of what each check runs.
const checks = (async () => [await check('typecheck'), await check('lint')])();
const vitest = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], {
  cwd: top,
  stdio: 'inherit',
});
const [vitestStatus] = await once(vitest, 'close');

let failed = vitestStatus !== 0;
for (const result of await checks) {
  const passed = result.status === 0;
  failed ||= !passed;
  process.stdout.write(
    `\n${passed ? 'passed' : 'FAILED'}: npm run ${result.script} (${result.seconds.toFixed(0)} s)\n`,
  );
  if (!passed || result.output.trim() !== '') process.stdout.write(result.output);
}
process.exitCode = failed ? 1 : 0;
