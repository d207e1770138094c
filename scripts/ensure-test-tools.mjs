// The programs the tests run besides Node, made present before `npm test` starts: Debian's
// chromium (the page's browser tests), redis-server (rate limits shared between instances) and
// haproxy (several instances behind a reverse proxy).
// When one is missing it is installed with apt-get where this machine allows it (root on
// Debian/Ubuntu); otherwise the run stops at once with one line naming the command to run.
// No test skips itself for a missing program. .ci/run gets them through `npm test` too.
// Plain Node with no dependencies: it runs before anything is installed.
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Each program, the Debian package that has it, and what needs it. */
const TOOLS = [
  { command: 'chromium', debianPackage: 'chromium', neededBy: 'the browser tests of the page' },
  { command: 'redis-server', debianPackage: 'redis-server', neededBy: 'the shared rate-limit tests' },
  { command: 'haproxy', debianPackage: 'haproxy', neededBy: 'the tests of several instances behind a proxy' },
];

/** Where programs are looked for: PATH, and the sbin directories Debian installs daemons such as
 *  haproxy in, which a user's PATH often lacks (test/helpers/haproxy.ts looks there too). Their list
 *  can be replaced through ENSURE_TOOLS_SBIN_DIRS, for this script's own test. */
const SBIN_DIRS = (process.env.ENSURE_TOOLS_SBIN_DIRS ?? '/usr/local/sbin:/usr/sbin:/sbin')
  .split(delimiter)
  .filter(Boolean);
const searchedDirs = () => [...(process.env.PATH ?? '').split(delimiter), ...SBIN_DIRS];

function onPath(command) {
  return searchedDirs().some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const missing = () => TOOLS.filter((tool) => !onPath(tool.command));
const wanted = missing();
if (wanted.length > 0) {
  const packages = wanted.map((tool) => tool.debianPackage);
  const canInstall = process.getuid?.() === 0 && onPath('apt-get');
  if (!canInstall) {
    const needs = wanted.map((tool) => `${tool.command} (${tool.neededBy})`).join(', ');
    process.stderr.write(
      `npm test needs ${needs}: run "sudo apt-get install -y ${packages.join(' ')}" (Debian/Ubuntu) and try again.\n`,
    );
    process.exit(1);
  }
  process.stderr.write(`> apt-get install ${packages.join(' ')}\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  const still = missing();
  if (still.length > 0) {
    const absent = still.map((tool) => tool.command).join(', ');
    process.stderr.write(`apt-get installed ${packages.join(' ')} but ${absent} is still not on PATH.\n`);
    process.exit(1);
  }
}
