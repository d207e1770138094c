// A batch's progress on standard error (server/batch/progress.ts): on a terminal a bar redrawn in
// place with the lines, the problems, lines a second and the time left, a message above it, and a
// last line; elsewhere JSON lines a machine reads, and a last `done` line.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { Progress } from '../../server/batch/progress.js';
import { waitUntil } from '../helpers/wait.js';

function stream(terminal: boolean) {
  const out = Object.assign(new PassThrough(), { isTTY: terminal });
  let text = '';
  out.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  return { out, text: () => text };
}

describe('progress', () => {
  it('on a terminal: a bar with lines done, problems, lines a second and the time left; messages above it', async () => {
    const { out, text } = stream(true);
    const progress = new Progress(out, { totalBytes: 1000, intervalMs: 10 });
    progress.done(1_234, 250, 3);
    await waitUntil(() => text().includes('lines/s'), 'the bar is drawn');
    progress.say('projection-530a: waiting for the queue');
    progress.finish();
    const bar =
      text()
        .split('\r\u001b[K')
        .find((part) => part.includes('lines/s')) ?? '';
    expect(bar).toMatch(/^\[######------------------\] 1,234 lines, 3 problems, [\d,]+ lines\/s, \d+:\d\d left$/);
    expect(text()).toContain('\r\u001b[Kprojection-530a: waiting for the queue\n');
    const last = text().split('\r\u001b[K').at(-1);
    expect(last).toMatch(/^1,234 lines answered in \d+:\d\d, 3 problems\n$/);
    const one = stream(true);
    const single = new Progress(one.out, { intervalMs: 10 });
    single.done(1, 10, 1);
    single.finish();
    expect(one.text().split('\r\u001b[K').at(-1)).toMatch(/^1 line answered in \d+:\d\d, 1 problem\n$/);
  });

  it('elsewhere: one JSON line a report, and a done line at the end; no time left when the size is unknown', async () => {
    const { out, text } = stream(false);
    const progress = new Progress(out, { intervalMs: 10 });
    progress.done(10, 100, 0);
    await waitUntil(() => text().includes('\n'), 'a report');
    progress.finish();
    const lines = text()
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0]).toEqual({
      progress: { lines: 10, problems: 0, linesPerSecond: expect.any(Number), seconds: expect.any(Number) },
    });
    expect(lines.at(-1)).toEqual({ done: { lines: 10, problems: 0, seconds: expect.any(Number) } });
  });
});
