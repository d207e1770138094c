// Running programs as another project would, for the tests of the packed packages
// (test/package/packed.test.ts, engine-package.test.ts): a child's environment without the debug
// engine or npm's own run, and a run that collects its status and output.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { delimiter, dirname, join } from 'node:path';
import ts from 'typescript';

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of the programs the test starts: no debug engine (the packages ship the release
 *  build), node on the PATH (the bin starts with "#!/usr/bin/env node"), nothing of npm's own run. */
export function childEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined || key === 'ENGINE_BUILD' || key === 'INIT_CWD') continue;
    if (key.startsWith('npm_package_') || key.startsWith('npm_lifecycle_')) continue;
    env[key] = value;
  }
  env.PATH = `${dirname(process.execPath)}${delimiter}${env.PATH ?? ''}`;
  return { ...env, ...extra };
}

export interface RunOptions {
  cwd: string;
  input?: string;
  env?: Record<string, string>;
}

export function run(command: string, args: string[], options: RunOptions): Promise<Run> {
  const child = spawn(command, args, { cwd: options.cwd, env: childEnv(options.env), stdio: ['pipe', 'pipe', 'pipe'] });
  const out: string[] = [];
  const err: string[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => out.push(chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => err.push(chunk));
  child.stdin.end(options.input ?? '');
  return once(child, 'close').then(([status]) => ({
    status: status as number | null,
    stdout: out.join(''),
    stderr: err.join(''),
  }));
}

/** The packages npm installed in a project: every folder with a package.json under node_modules
 *  (scoped ones included), the count an install reports. */
export async function installedPackages(project: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (modules: string, prefix: string): Promise<void> => {
    if (!existsSync(modules)) return;
    for (const entry of await readdir(modules, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      if (entry.name.startsWith('@')) {
        await walk(join(modules, entry.name), `${prefix}${entry.name}/`);
        continue;
      }
      const dir = join(modules, entry.name);
      if (!existsSync(join(dir, 'package.json'))) continue;
      found.push(`${prefix}${entry.name}`);
      await walk(join(dir, 'node_modules'), '');
    }
  };
  await walk(join(project, 'node_modules'), '');
  return found.sort();
}

/** A consumer's TypeScript files type-checked against an installed package, as Node resolves it
 *  (`node` condition) and as a browser bundler does (`browser`): the problems of each, and whether
 *  the package's entry for that condition was the one resolved. The two programs differ only in
 *  how modules resolve, so a file both read (the standard library's declarations, most of the
 *  package's) is parsed once and shared, as TypeScript's language service shares files between
 *  programs whose options differ only there; each program still resolves and checks on its own. */
export function typeCheckConsumer(
  files: string[],
  installed: string,
): { condition: string; problems: string[]; entryResolved: boolean }[] {
  const parsed = new Map<string, ts.SourceFile | undefined>();
  return [[], ['browser']].map((customConditions) => {
    const options: ts.CompilerOptions = {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      noEmit: true,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
      customConditions,
    };
    const host = ts.createCompilerHost(options);
    const parse = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersionOrOptions, ...rest) => {
      const setting = languageVersionOrOptions;
      const key = `${fileName}\0${typeof setting === 'object' ? `${setting.languageVersion} ${setting.impliedNodeFormat}` : setting}`;
      if (!parsed.has(key)) parsed.set(key, parse(fileName, languageVersionOrOptions, ...rest));
      return parsed.get(key);
    };
    const program = ts.createProgram(files, options, host);
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    const entry = customConditions.length > 0 ? 'engine' : 'engine-node';
    const resolved = program.getSourceFiles().map((sourceFile) => sourceFile.fileName);
    return {
      condition: customConditions.join() || 'node',
      problems,
      entryResolved: resolved.includes(`${installed}/dist/package/${entry}.d.ts`),
    };
  });
}
