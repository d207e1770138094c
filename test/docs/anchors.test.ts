// Every "docs/<file>.md#<anchor>" the code cites names a heading that exists, so a comment's
// pointer to the why never dangles after a section is renamed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const TOP = new URL('../../', import.meta.url).pathname;
const CODE_FOLDERS = ['assembly', 'core', 'server', 'web', 'cli', 'package', 'scripts', 'bench', 'test'];

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|mjs|js)$/.test(name) ? [path] : [];
  });
}

/** The anchors of a Markdown file's headings, as GitHub makes them. */
function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    found.add(slug);
  }
  return found;
}

describe('the code cites docs/ sections that exist', () => {
  it('every docs/*.md#anchor in a comment names a heading of that file', () => {
    const missing: string[] = [];
    let cited = 0;
    for (const folder of CODE_FOLDERS) {
      for (const path of files(join(TOP, folder))) {
        for (const match of readFileSync(path, 'utf8').matchAll(/docs\/([a-z0-9-]+\.md)#([a-z0-9-]+)/g)) {
          cited++;
          const doc = join(TOP, 'docs', match[1]!);
          const known = anchors(readFileSync(doc, 'utf8'));
          if (!known.has(match[2]!)) missing.push(`${path.slice(TOP.length)}: docs/${match[1]}#${match[2]}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(cited).toBeGreaterThan(50);
  });
});
