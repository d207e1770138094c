// The service and the command line as `npm start` and the package's bin run them: the compiled
// JavaScript in dist/, made fresh once per test run (test/setup/compiled-service.ts). A process
// started from the TypeScript sources through tsx compiled every module again each time, at about
// twice the CPU of a start from dist/ (docs/operations.md#the-suites-time).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const TOP = fileURLToPath(new URL('../../', import.meta.url));

/** server/main.ts compiled: what `npm start` runs. */
export const SERVER_MAIN = fileURLToPath(new URL('../../dist/server/main.js', import.meta.url));
/** cli/main.ts compiled: what the package's `projection-530a` bin runs. */
export const CLI_MAIN = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

/** Compiles dist/ when it is missing or older than its sources (the script `npm start` runs first). */
export function compileWhenStale(): void {
  execFileSync(process.execPath, ['scripts/ensure-built.mjs'], { cwd: TOP, stdio: 'inherit' });
}
