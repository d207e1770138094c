// The knowledge pages without a server: the safe Markdown rendering of /kb/<id>, the template
// tokens that keep the pages' numbers equal to the statute's, the terms the search index keeps.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULES_DATA } from '../../core/statute/rules-data.js';
import { STATUTE } from '../../core/statute/statute.js';
import {
  fillTemplate,
  humanise,
  Knowledge,
  kbFolderUrl,
  kbValues,
  normaliseTerm,
  rulePages,
  tokenize,
} from '../../server/knowledge/knowledge.js';
import { renderInline, renderMarkdown } from '../../server/knowledge/markdown.js';
import { defined } from '../helpers/defined.js';

describe('renderMarkdown', () => {
  it('escapes every HTML character of the source', () => {
    const html = renderMarkdown('# Title <script>\n\nA <b>bold</b> "claim" & an <img src=x onerror=alert(1)>');
    expect(html).toBe(
      '<h1>Title &#60;script&#62;</h1>\n<p>A &#60;b&#62;bold&#60;/b&#62; &#34;claim&#34; &#38; an &#60;img src=x onerror=alert(1)&#62;</p>',
    );
    expect(html).not.toMatch(/<(script|img|b)\b/);
  });

  it('renders headings, paragraphs, lists, code and links', () => {
    const markdown = [
      '## Limits',
      '',
      'First line',
      'same paragraph.',
      '',
      '- one **bold**',
      '- two with `<code>`',
      '  continued',
      '',
      '1. first',
      '2. second',
      '',
      '```json',
      '{"a": "<b>"}',
      '```',
      '',
      'See [the seed](/kb/pilot-seed) and [IRS](https://www.irs.gov/x?a=1&b=2).',
    ].join('\n');
    expect(renderMarkdown(markdown)).toBe(
      [
        '<h2>Limits</h2>',
        '<p>First line same paragraph.</p>',
        '<ul><li>one <strong>bold</strong></li><li>two with <code>&#60;code&#62;</code> continued</li></ul>',
        '<ol><li>first</li><li>second</li></ol>',
        '<pre><code>{&#34;a&#34;: &#34;&#60;b&#62;&#34;}</code></pre>',
        '<p>See <a href="/kb/pilot-seed">the seed</a> and <a href="https://www.irs.gov/x?a=1&#38;b=2">IRS</a>.</p>',
      ].join('\n'),
    );
  });

  it('keeps only http(s) and site links: javascript:, data: and protocol-relative ones become text', () => {
    for (const url of ['javascript:alert%281%29', 'data:text/html,x', '//evil.example/x', 'JAVASCRIPT:void%200']) {
      expect(renderInline(`[click](${url})`)).toBe('click');
    }
    expect(renderInline('[x](https://a.example/"onmouseover="alert(1))')).not.toContain('"onmouseover');
  });
});

describe('page templates', () => {
  it('fills statute numbers from the data the engine applies', () => {
    const values = kbValues(STATUTE, RULES_DATA);
    expect(fillTemplate('{{seed}} seed, {{annualLimit}} a year, from {{firstContributionDate}}', values, 'x.md')).toBe(
      '$1,000 seed, $5,000 a year, from July 4, 2026',
    );
    expect(defined(values.eligibleFunds, 'eligibleFunds').split('\n')).toHaveLength(RULES_DATA.eligibleFunds.length);
  });

  it('an unknown token stops the start, naming the file', () => {
    expect(() => fillTemplate('{{nope}}', kbValues(STATUTE, RULES_DATA), 'bad.md')).toThrow(
      'bad.md: unknown token {{nope}}',
    );
  });

  it('a page without a title, or with a bad file name, is refused', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'kb-'));
    try {
      const url = pathToFileURL(`${folder}/`);
      await writeFile(join(folder, 'no-title.md'), 'Just text.');
      await expect(Knowledge.load(url)).rejects.toThrow('no-title.md: the first line must be a "# " title');
      await rm(join(folder, 'no-title.md'));
      await writeFile(join(folder, 'Bad_Name.md'), '# Title\n\nText.');
      await expect(Knowledge.load(url)).rejects.toThrow('Bad_Name.md');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('a page names the rules behind it in "## The rules", in its order; a rule that does not exist stops the start', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'kb-'));
    try {
      const url = pathToFileURL(`${folder}/`);
      const rules =
        '## The rules\n\n- [limit](/kb/rule-annualContributionLimit)\n- [exempt](/kb/rule-exemptContributions)\n';
      await writeFile(
        join(folder, 'guide.md'),
        `# A guide\n\nSee [tax](/kb/rule-kiddieTax).\n\n${rules}\n## After\n\n[x](/kb/rule-reporting)\n`,
      );
      const guide = (await Knowledge.load(url)).get('guide');
      expect(guide?.rules).toEqual(['annualContributionLimit', 'exemptContributions']);
      await writeFile(join(folder, 'guide.md'), `# A guide\n\n## The rules\n\n- [gone](/kb/rule-noSuchRule)\n`);
      await expect(Knowledge.load(url)).rejects.toThrow('guide: "## The rules" names no rule "noSuchRule"');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('the pages are found from the source tree', () => {
    expect(kbFolderUrl().pathname).toMatch(/\/server\/knowledge\/pages\/$/);
  });
});

describe('rule pages and search terms', () => {
  it('one page per fact and per unverified item, with readable titles', () => {
    const pages = rulePages(RULES_DATA);
    expect(pages).toHaveLength(Object.keys(RULES_DATA.facts).length + Object.keys(RULES_DATA.unverified).length);
    expect(humanise('annualContributionLimit')).toBe('Annual contribution limit');
    expect(humanise('irsNotice')).toBe('IRS notice');
    expect(pages.find((page) => page.id === 'rule-dellPledge')?.title).toBe('Not yet verified: Dell pledge');
  });

  it('dollar amounts are one word and inflections meet', () => {
    expect(tokenize('a $1,000 seed; $2,500 a year')).toEqual(['a', '1000', 'seed', '2500', 'a', 'year']);
    expect(['taxed', 'taxes', 'tax'].map(normaliseTerm)).toEqual(['tax', 'tax', 'tax']);
    expect(['contribute', 'contributions', 'contributing'].map(normaliseTerm)).toEqual([
      'contribut',
      'contribut',
      'contribut',
    ]);
    expect(normaliseTerm('the')).toBeNull();
    expect(normaliseTerm('class')).toBe('class');
  });
});
