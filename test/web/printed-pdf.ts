// The page printed to PDF by headless Chromium and read back with pdf.js (test/web/print*.test.ts):
// its pages, its text, the size of every piece of text and the addresses its links lead to; and the
// dates the report says, written here independently of the page.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Printed {
  pages: number;
  /** The text of every page, lines joined by spaces, runs of white space made one. */
  text: string;
  /** Every piece of text with its size in points (a PDF's unit), smallest first. */
  sizes: { points: number; text: string }[];
  /** The address of every link on the pages, in order. */
  links: string[];
}

/** The text pdf.js reads from a PDF's pages, the size of each piece, and the links. */
export async function readPdf(bytes: Uint8Array): Promise<Printed> {
  // A plain Uint8Array: pdf.js refuses a Node Buffer (which page.pdf() gives).
  const data = new Uint8Array(bytes);
  const document = await getDocument({ data, useSystemFonts: false, isEvalSupported: false }).promise;
  const lines: string[] = [];
  const sizes: Printed['sizes'] = [];
  const links: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!('str' in item)) continue;
      lines.push(item.str, item.hasEOL ? ' ' : '');
      // The text matrix [a b c d e f]: its vertical scale, (c, d), is the font size in points.
      const [, , c = 0, d = 0] = item.transform as number[];
      if (item.str.trim() !== '') sizes.push({ points: Math.hypot(c, d), text: item.str });
    }
    for (const annotation of (await page.getAnnotations()) as { subtype?: string; url?: string }[])
      if (annotation.subtype === 'Link' && typeof annotation.url === 'string') links.push(annotation.url);
  }
  const pages = document.numPages;
  await document.destroy();
  sizes.sort((a, b) => a.points - b.points);
  return { pages, text: lines.join('').replace(/\s+/g, ' '), sizes, links };
}

/** "About 8 points": Chromium writes 8 points as 7.99. */
export const SMALLEST_POINTS = 7.95;

/** "November 1, 2026", written here independently of the page. */
export function longDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The browser's own date, YYYY-MM-DD in its time zone. */
export function browserDate(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
}

/** Every element's box, display, size and colour on screen are the same with the page's print rules
 *  and after deleting them (the one `@media print` block): the print rules change nothing on screen. */
export async function expectPrintRulesLeaveScreen(page: Page): Promise<void> {
  const layout = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('body *'), (node) => {
        const box = node.getBoundingClientRect();
        const style = getComputedStyle(node);
        return `${node.tagName}#${node.id}.${node.getAttribute('class')} ${box.x},${box.y},${box.width},${box.height} ${style.display} ${style.fontSize} ${style.color}`;
      }),
    );
  const withPrintRules = await layout();
  const removed = await page.evaluate(() => {
    let count = 0;
    for (const sheet of Array.from(document.styleSheets))
      for (let i = sheet.cssRules.length - 1; i >= 0; i--) {
        const rule = sheet.cssRules[i];
        if (rule instanceof CSSMediaRule && rule.media.mediaText === 'print') {
          sheet.deleteRule(i);
          count++;
        }
      }
    return count;
  });
  expect(removed).toBe(1);
  expect(await layout()).toEqual(withPrintRules);
}
