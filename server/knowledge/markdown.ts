// Knowledge pages as HTML (served at /kb by server/routes/kb.ts). The Markdown is rendered by a
// deliberately small, safe renderer: every character of the source is HTML-escaped, then
// headings, paragraphs, lists, fenced code, code spans, bold text and links (http, https and site
// paths only) are built.
import { itemAt } from '../../core/common/checked.js';
import { escapeHtml } from '../../core/common/html.js';
import { DISCLAIMER } from '../../core/statute/attribution.js';
import { absoluteLinks, type KnowledgePage } from './knowledge.js';

/** Link targets a page may use: absolute http(s) addresses and paths of this site. */
function safeHref(url: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(url) || /^\/(?!\/)[^\s]*$/.test(url) || /^#[^\s]*$/.test(url);
}

/** Inline Markdown of one block: code spans are kept verbatim, the rest gets links and bold. */
export function renderInline(markdown: string): string {
  return markdown
    .split(/(`[^`]+`)/)
    .map((part, index) => {
      if (index % 2 === 1) return `<code>${escapeHtml(part.slice(1, -1))}</code>`;
      let html = '';
      let rest = part;
      const link = /\[([^\]]+)\]\(([^)\s]+)\)/;
      for (let match = link.exec(rest); match; match = link.exec(rest)) {
        html += strong(escapeHtml(rest.slice(0, match.index)));
        const label = strong(escapeHtml(itemAt(match, 1)));
        const href = itemAt(match, 2);
        html += safeHref(href) ? `<a href="${escapeHtml(href)}">${label}</a>` : label;
        rest = rest.slice(match.index + match[0].length);
      }
      return html + strong(escapeHtml(rest));
    })
    .join('');
}

function strong(escaped: string): string {
  return escaped.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
}

/** Block Markdown: # headings, paragraphs, - and 1. lists (one level), ``` fenced code. */
export function renderMarkdown(markdown: string): string {
  const out: string[] = [];
  let paragraph: string[] = [];
  let list: { tag: 'ul' | 'ol'; items: string[] } | undefined;
  const flushParagraph = () => {
    if (paragraph.length > 0) out.push(`<p>${renderInline(paragraph.join(' '))}</p>`);
    paragraph = [];
  };
  const flushList = () => {
    if (list)
      out.push(`<${list.tag}>${list.items.map((item) => `<li>${renderInline(item)}</li>`).join('')}</${list.tag}>`);
    list = undefined;
  };
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = itemAt(lines, i);
    if (/^```/.test(line)) {
      flushParagraph();
      flushList();
      const code: string[] = [];
      for (i += 1; i < lines.length && !/^```/.test(itemAt(lines, i)); i += 1) code.push(itemAt(lines, i));
      out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = /^(#{1,6})\s+(.+)$/.exec(line);
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (line.trim() === '') {
      flushParagraph();
      flushList();
    } else if (heading) {
      flushParagraph();
      flushList();
      const level = itemAt(heading, 1).length;
      out.push(`<h${level}>${renderInline(itemAt(heading, 2).trim())}</h${level}>`);
    } else if (bullet || numbered) {
      flushParagraph();
      const tag = bullet ? 'ul' : 'ol';
      if (list?.tag !== tag) {
        flushList();
        list = { tag, items: [] };
      }
      list!.items.push(itemAt((bullet ?? numbered)!, 1).trim());
    } else if (list && /^\s+\S/.test(line)) {
      list.items[list.items.length - 1] += ` ${line.trim()}`; // a list item's continuation line
    } else {
      flushList();
      paragraph.push(line.trim());
    }
  }
  flushParagraph();
  flushList();
  return out.join('\n');
}

const STYLE =
  'body{font:16px/1.55 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}' +
  'pre,code{background:#f3f3f3;border-radius:3px}pre{padding:.75rem;overflow:auto}code{padding:0 .2rem}' +
  'footer{margin-top:3rem;border-top:1px solid #ddd;font-size:.9rem;color:#555}';

function htmlPage(title: string, main: string, siteUrl: string, canonical: string): string {
  return (
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)} | 530A projection service</title>` +
    `<link rel="canonical" href="${escapeHtml(canonical)}"><style>${STYLE}</style></head>\n<body><main>\n${main}\n</main>\n` +
    `<footer><p><a href="${escapeHtml(siteUrl)}/">Calculator</a> · <a href="${escapeHtml(siteUrl)}/kb">Knowledge pages</a> · ` +
    `<a href="${escapeHtml(siteUrl)}/docs">API reference</a></p><p>${escapeHtml(DISCLAIMER)}</p></footer></body></html>\n`
  );
}

/** A page, with a link to its Spanish page when it has one (`spanishId`, server/knowledge/spanish.ts). */
export function renderPage(page: KnowledgePage, siteUrl: string, spanishId?: string): string {
  const body = renderMarkdown(absoluteLinks(page.text, siteUrl));
  const spanish =
    spanishId === undefined
      ? ''
      : `<p><a href="${escapeHtml(`${siteUrl}/es/kb/${spanishId}`)}" hreflang="es" lang="es">Esta página en español</a></p>`;
  return htmlPage(
    page.title,
    `<article><h1>${escapeHtml(page.title)}</h1>\n${body}${spanish}</article>`,
    siteUrl,
    `${siteUrl}/kb/${page.id}`,
  );
}

export function renderIndex(pages: readonly KnowledgePage[], siteUrl: string): string {
  // Ids so that a link can open either list: the page's footer links to the rules (#rules).
  const section = (heading: string, kind: KnowledgePage['kind']) =>
    `<h2 id="${kind === 'rule' ? 'rules' : 'guides'}">${heading}</h2><ul>${pages
      .filter((page) => page.kind === kind)
      .map((page) => `<li><a href="${escapeHtml(`${siteUrl}/kb/${page.id}`)}">${escapeHtml(page.title)}</a></li>`)
      .join('')}</ul>`;
  return htmlPage(
    'Knowledge pages',
    `<h1>Trump accounts: knowledge pages</h1>\n${section('Questions and guides', 'page')}\n${section('The rules, one by one', 'rule')}`,
    siteUrl,
    `${siteUrl}/kb`,
  );
}
