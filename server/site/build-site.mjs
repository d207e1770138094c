// Builds the calculator page into build/site/: app.js (esbuild bundle of server/site/app/main.ts),
// worker.js (of server/site/app/engine-worker.ts, the Web Worker that runs the same browser-safe
// engine wrapper the server runs), app.css and index.html (the template the server fills in). scripts/ensure-built.mjs imports this only after `npm ci`.
//   node server/site/build-site.mjs
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const top = dirname(dirname(here));
export const SITE_OUT_DIR = join(top, 'build', 'site');

/**
 * TypeBox's compiler probes for eval with `new Function` once and falls back to its interpreter
 * when that throws. Under the page's CSP (no 'unsafe-eval') the probe is refused and Chromium logs
 * the refusal as a console error, so the bundle answers the probe with "no" without trying.
 */
const noEvalPlugin = {
  name: 'typebox-no-eval',
  setup(build) {
    build.onResolve({ filter: /^\.\/evaluate\.mjs$/ }, (args) =>
      /typebox[\\/]build[\\/]system[\\/]environment$/.test(args.resolveDir)
        ? { path: join(here, 'app', 'no-eval.ts') }
        : undefined,
    );
  },
};

export async function buildSite() {
  await mkdir(SITE_OUT_DIR, { recursive: true });
  const result = await esbuild.build({
    entryPoints: { app: join(here, 'app', 'main.ts'), worker: join(here, 'app', 'engine-worker.ts') },
    outdir: SITE_OUT_DIR,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [noEvalPlugin],
  });
  if (result.errors.length > 0) throw new Error('the site bundle failed');
  await copyFile(join(here, 'app.css'), join(SITE_OUT_DIR, 'app.css'));
  await copyFile(join(here, 'index.html'), join(SITE_OUT_DIR, 'index.html'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildSite();
