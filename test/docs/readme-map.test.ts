// The README's map of the tree (section "Where things are") stays true: every folder it names
// exists in the repository (a directory holding files git tracks: an empty directory left behind by
// a move does not count), every top-level folder git tracks is named, and so is every sub-folder of
// core/. A folder counts as named when it appears in backticks with a trailing slash (`core/tax/`).
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const TOP = fileURLToPath(new URL('../../', import.meta.url));
const HEADING = '## Where things are';

/** The text of a Markdown section, from its heading to the next heading of level 1 or 2. */
function section(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`no section "${heading}"`);
  const end = lines.findIndex((line, i) => i > start && /^#{1,2} /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** Every folder path a text names: in backticks, ending in a slash. */
function namedFolders(text: string): string[] {
  return [...new Set([...text.matchAll(/`([^`\s]+\/)`/g)].map((match) => match[1]!))];
}

/** Every file git tracks, as a path from the top. */
const TRACKED = execFileSync('git', ['ls-files', '-z'], { cwd: TOP, encoding: 'utf8' }).split('\0').filter(Boolean);

/** A folder of the repository: a directory, with files git tracks below it. */
function inRepository(folder: string): boolean {
  let directory = false;
  try {
    directory = statSync(join(TOP, folder)).isDirectory();
  } catch {
    directory = false;
  }
  return directory && TRACKED.some((path) => path.startsWith(folder));
}

/** The folders holding files git tracks, directly below `under` ('' for the top), dot-folders left out. */
function trackedFolders(under: string): string[] {
  const files = TRACKED.filter((path) => path.startsWith(under));
  const depth = under ? under.split('/').filter(Boolean).length : 0;
  const folders = files
    .map((path) => path.split('/'))
    .filter((parts) => parts.length > depth + 1)
    .map((parts) => parts[depth]!)
    .filter((name) => !name.startsWith('.'));
  return [...new Set(folders)].map((name) => `${under}${name}/`).sort();
}

const map = section(readFileSync(join(TOP, 'README.md'), 'utf8'), HEADING);
const named = namedFolders(map);

describe("the README's map of the tree", () => {
  it('names folders at all', () => {
    expect(named.length).toBeGreaterThanOrEqual(12);
  });

  it('names only folders that exist in the repository', () => {
    expect(named.filter((folder) => !inRepository(folder))).toEqual([]);
  });

  it('names every top-level folder git tracks', () => {
    const top = trackedFolders('');
    expect(top.length).toBeGreaterThanOrEqual(12);
    expect(top.filter((folder) => !named.includes(folder))).toEqual([]);
  });

  it('names every sub-folder of core/', () => {
    const core = trackedFolders('core/');
    expect(core.length).toBeGreaterThan(0);
    expect(core.filter((folder) => !named.includes(folder))).toEqual([]);
  });

  it('can fail: a stale path or a missing folder is caught', () => {
    const stale = namedFolders('| `server/engine/` | the old wrapper |\n| `core/` | the core |');
    expect(stale.filter((folder) => !inRepository(folder))).toEqual(['server/engine/']);
    expect(trackedFolders('').filter((folder) => !stale.includes(folder))).toContain('web/');
  });
});
