// Runs the vitest suite again under another Node line, fetched from the npm registry's `node`
// package (docs/operations.md#the-node-lines-tested): CI runs `npm test` on the machine's Node, then
// this on the newest LTS line, so each line the project supports is tested whole.
//   node scripts/test-on-node.mjs <major> [vitest arguments...]
// It expects `npm ci` and the built .wasm (npm test before it does both). Every process the tests
// start (the server, the command line, tsx) runs on that Node: it is first on PATH and it is
// process.execPath.
import { execFileSync, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [major, ...vitestArgs] = process.argv.slice(2);
if (!/^\d+$/.test(major ?? '')) {
  process.stderr.write('usage: node scripts/test-on-node.mjs <major> [vitest arguments...]\n');
  process.exit(2);
}

const top = dirname(dirname(fileURLToPath(import.meta.url)));
// npm exec installs node@<major> in its cache once, then answers from there.
const node = execFileSync('npm', ['exec', '--yes', `--package=node@${major}`, '--', 'node', '-p', 'process.execPath'], {
  cwd: top,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
}).trim();
const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
if (!version.startsWith(`v${major}.`)) {
  process.stderr.write(`asked for Node ${major}, npm exec brought ${version} (${node})\n`);
  process.exit(1);
}
process.stderr.write(`> vitest run on Node ${version}\n`);

const env = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH ?? ''}` };
const vitest = join(top, 'node_modules', 'vitest', 'vitest.mjs');
const result = spawnSync(node, [vitest, 'run', ...vitestArgs], { cwd: top, env, stdio: 'inherit' });
process.exit(result.status ?? 1);
