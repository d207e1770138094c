// The production dependencies as docs/operations.md lists them (section "Dependencies"): the
// direct ones pinned to exact versions in package.json, equal to the lockfile's, and the full list
// of production packages exactly the lockfile's (no audit can be run here, so the list is what a
// reader audits).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string> };
const lock = JSON.parse(read('package-lock.json')) as {
  lockfileVersion: number;
  packages: Record<string, { version?: string; dev?: boolean; devOptional?: boolean }>;
};
const doc = read('docs/operations.md');

/** name@version of every package the lockfile installs in production. */
function productionPackages(): string[] {
  const entries = Object.entries(lock.packages).filter(
    ([path, entry]) => path !== '' && !entry.dev && !entry.devOptional,
  );
  const named = entries.map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version}`);
  return [...new Set(named)].sort();
}

describe('production dependencies', () => {
  it("are pinned: exact versions in package.json, the lockfile's own, lockfile version 3", () => {
    expect(lock.lockfileVersion).toBe(3);
    for (const [name, version] of Object.entries(pkg.dependencies)) {
      expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(version);
    }
  });

  it('its table lists exactly the direct ones with their versions', () => {
    const rows = [...doc.matchAll(/^\| `([^`]+)` \| (\d+\.\d+\.\d+) \| [^|]+ \|$/gm)].map((row) => [row[1], row[2]]);
    expect(Object.fromEntries(rows)).toEqual(pkg.dependencies);
  });

  it("its full list is exactly the lockfile's production packages", () => {
    const start = doc.indexOf('<summary>All ');
    const block = doc.slice(start, doc.indexOf('</details>', start));
    const listed = [...block.matchAll(/`((?:@[^/`]+\/)?[^@`]+@\d[^`]*)`/g)].map((match) => match[1]);
    const packages = productionPackages();
    expect([...listed].sort()).toEqual(packages);
    expect(block).toContain(`All ${packages.length} production packages`);
  });
});
