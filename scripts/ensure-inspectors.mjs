// The newest MCP Inspector on the newest Node LTS line, for test/mcp/inspector.test.ts
// (docs/api.md#clients-tested): the tests never reach the internet, so this fetches both from the
// npm registry beforehand, once, into .test-tools/inspector-latest, and writes where they are to
// its tools.json. The folder is outside node_modules, which `npm ci` deletes whole
// (docs/operations.md#what-npm-test-runs-first). `npm test` runs it after the install; the
// Inspector that npm installs on Node 20 (0.15) is a devDependency and needs nothing here.
//   node scripts/ensure-inspectors.mjs [--force]   fetch when missing (or always)
//   node scripts/ensure-inspectors.mjs --check     exit 1, with one line, when they are missing
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = '@modelcontextprotocol/inspector';

const top = dirname(dirname(fileURLToPath(import.meta.url)));
/** The newest LTS line (scripts/node-lines.json); .ci/run runs the suite on it too. */
const NODE_MAJOR = JSON.parse(readFileSync(join(top, 'scripts', 'node-lines.json'), 'utf8')).newestLts;
const cache = join(top, '.test-tools', 'inspector-latest');
const manifest = join(cache, 'tools.json');

function run(command, args, cwd = top, env = process.env) {
  return execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}

/** True when the manifest names a Node of the newest LTS line and a launcher that both exist. */
function present() {
  if (!existsSync(manifest)) return false;
  const tools = JSON.parse(readFileSync(manifest, 'utf8'));
  return tools.nodeVersion?.startsWith(`v${NODE_MAJOR}.`) && existsSync(tools.node) && existsSync(tools.launcher);
}

if (process.argv.includes('--check')) {
  if (present()) process.exit(0);
  process.stderr.write(
    `npm test: the newest MCP Inspector on Node ${NODE_MAJOR} is missing from .test-tools/inspector-latest after scripts/ensure-inspectors.mjs ran\n`,
  );
  process.exit(1);
}
if (present() && !process.argv.includes('--force')) process.exit(0);

// npm exec installs node@<major> in its cache once, then answers from there.
const node = run('npm', ['exec', '--yes', `--package=node@${NODE_MAJOR}`, '--', 'node', '-p', 'process.execPath']);
const version = run(node, ['--version']);
if (!version.startsWith(`v${NODE_MAJOR}.`)) {
  process.stderr.write(`asked for Node ${NODE_MAJOR}, npm exec brought ${version} (${node})\n`);
  process.exit(1);
}
mkdirSync(cache, { recursive: true });
if (!existsSync(join(cache, 'package.json'))) writeFileSync(join(cache, 'package.json'), '{ "private": true }\n');
process.stderr.write(`> npm install ${PACKAGE}@latest (for Node ${version})\n`);
// npm runs on that Node (first on PATH), so the Inspector's engines are checked against it.
const onNode = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH ?? ''}` };
run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--no-save', `${PACKAGE}@latest`], cache, onNode);
const installed = join(cache, 'node_modules', PACKAGE);
const { version: inspectorVersion, bin } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
const launcher = join(installed, typeof bin === 'string' ? bin : bin['mcp-inspector']);
writeFileSync(manifest, `${JSON.stringify({ node, nodeVersion: version, inspectorVersion, launcher }, null, 2)}\n`);
process.stderr.write(`> MCP Inspector ${inspectorVersion} on Node ${version}\n`);
