// The boundaries the compiler enforces: the engine wrapper (tsconfig.core.json) and the page
// (tsconfig.web.json) compile without Node's types, so a `node:` import, `process` or `Buffer` there
// is a compile error; the server (tsconfig.json) may use them. Each probe is a module that exists
// only in memory, compiled under one config's options together with that config's own files (so a
// file of theirs that pulled Node's types in would show here too). Nothing is written to disk.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const TOP = fileURLToPath(new URL('../../', import.meta.url));

const NODE_PROBE = [
  "import { readFileSync } from 'node:fs';",
  'export const home = process.env.HOME;',
  "export const bytes = Buffer.from('probe');",
  'export const read = readFileSync;',
  '',
].join('\n');

interface Problem {
  line: number;
  code: number;
}

function parseConfig(name: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    `${TOP}${name}`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (parsed === undefined) throw new Error(`${name} could not be read`);
  expect(parsed.errors).toEqual([]);
  return parsed;
}

/** The problems the compiler reports in `text`, compiled as `file` (relative to the top) under `config`. */
function compileProbe(config: string, file: string, text: string): Problem[] {
  const parsed = parseConfig(config);
  const probePath = `${TOP}${file}`;
  const host = ts.createCompilerHost(parsed.options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    fileName === probePath
      ? ts.createSourceFile(fileName, text, languageVersion)
      : getSourceFile.call(host, fileName, languageVersion, ...rest);
  host.fileExists = (fileName) => fileName === probePath || fileExists.call(host, fileName);
  host.readFile = (fileName) => (fileName === probePath ? text : readFile.call(host, fileName));
  const program = ts.createProgram({ rootNames: [...parsed.fileNames, probePath], options: parsed.options, host });
  expect([...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]).toEqual([]);
  const probe = program.getSourceFile(probePath);
  if (probe === undefined) throw new Error(`${file} is not in the program`);
  return [...program.getSyntacticDiagnostics(probe), ...program.getSemanticDiagnostics(probe)].map((diagnostic) => ({
    line: probe.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1,
    code: diagnostic.code,
  }));
}

/** Line 1 `node:fs` cannot be found; lines 2 and 3 name globals only Node's types declare. */
function expectNodeRefused(problems: Problem[]): void {
  expect(problems.map((problem) => problem.line).sort()).toEqual([1, 2, 3]);
  expect(problems.find((problem) => problem.line === 1)?.code).toBe(2307); // cannot find module
  for (const line of [2, 3]) {
    // cannot find name (2580 and 2591 add "install type definitions for node")
    expect([2304, 2580, 2591]).toContain(problems.find((problem) => problem.line === line)?.code);
  }
}

describe('compiler boundaries', () => {
  it("the core's config covers the core and the package's browser entry, but not their Node loaders", () => {
    const files = parseConfig('tsconfig.core.json').fileNames.map((path) => path.slice(TOP.length));
    expect(files).toContain('core/engine/engine.ts');
    expect(files).toContain('core/projection/warm.ts');
    expect(files).not.toContain('package/load-node.ts');
    // The package's browser entry too (package.json "exports" "."), not its Node entry.
    expect(files).toContain('package/engine.ts');
    expect(files).not.toContain('package/engine-node.ts');
    expect(parseConfig('tsconfig.json').fileNames.map((path) => path.slice(TOP.length))).not.toContain(
      'web/app/main.ts',
    );
  });

  it('the server may use Node, but not the DOM', () => {
    const probe = `${NODE_PROBE}export const title = document.title;\n`;
    // line 5: cannot find name 'document' (2584 suggests the DOM lib)
    expect(compileProbe('tsconfig.json', 'server/boundary-probe.ts', probe)).toEqual([{ line: 5, code: 2584 }]);
  });

  it('the core may not import node: modules or use process or Buffer', () => {
    expectNodeRefused(compileProbe('tsconfig.core.json', 'core/engine/boundary-probe.ts', NODE_PROBE));
  });

  it('the after-tax rules are held to the same boundary as the wrapper', () => {
    const files = parseConfig('tsconfig.core.json').fileNames.map((path) => path.slice(TOP.length));
    expect(files).toContain('core/tax/federal-tax.ts');
    expect(files).toContain('core/statute/tax-figures.ts');
    expectNodeRefused(compileProbe('tsconfig.core.json', 'core/tax/boundary-probe.ts', NODE_PROBE));
  });

  it('the page may not import node: modules or use process or Buffer', () => {
    expectNodeRefused(compileProbe('tsconfig.web.json', 'web/app/boundary-probe.ts', NODE_PROBE));
  });
});
