// The batch's line reader (server/batch/json-lines.ts) and its ordered window (server/batch/ordered.ts):
// lines split wherever the chunks of the stream break, held to the limit to the byte (a "\r" before
// the "\n" not counted), numbered and sized; answers in order however the work finishes, at most a
// window at once, and no more of the source read than the window needs.
import { describe, expect, it } from 'vitest';
import { type JsonLine, jsonLines } from '../../server/batch/json-lines.js';
import { ordered } from '../../server/batch/ordered.js';

async function read(chunks: string[], limit: number): Promise<JsonLine[]> {
  const lines: JsonLine[] = [];
  for await (const line of jsonLines(
    (async function* () {
      yield* chunks.map((c) => Buffer.from(c));
    })(),
    limit,
  ))
    lines.push(line);
  return lines;
}

/** Every way of cutting `text` into two or three chunks gives the same lines. */
async function sameWhereverCut(text: string, limit: number): Promise<JsonLine[]> {
  const whole = await read([text], limit);
  for (let i = 0; i <= text.length; i++) {
    for (let j = i; j <= text.length; j += 3) {
      expect(await read([text.slice(0, i), text.slice(i, j), text.slice(j)], limit), `cut at ${i}, ${j}`).toEqual(
        whole,
      );
    }
  }
  return whole;
}

describe('jsonLines', () => {
  it('holds a line to the limit to the byte, a "\\r" before its "\\n" not counted, wherever the stream is cut', async () => {
    const lines = await sameWhereverCut('12345\r\n123456\n1234\r\n\r\n\n123456789\nlast', 5);
    expect(lines).toEqual([
      { line: 1, bytes: 7, text: '12345' },
      { line: 2, bytes: 7, tooLarge: true, size: 6 },
      { line: 3, bytes: 6, text: '1234' },
      { line: 4, bytes: 2, text: '' },
      { line: 5, bytes: 1, text: '' },
      { line: 6, bytes: 10, tooLarge: true, size: 9 },
      { line: 7, bytes: 4, text: 'last' },
    ]);
  });

  it('has no line after a last "\\n", counts a last line without one, and reads an empty stream as no line', async () => {
    expect(await read(['a\n'], 5)).toEqual([{ line: 1, bytes: 2, text: 'a' }]);
    expect(await read(['a\nb'], 5)).toEqual([
      { line: 1, bytes: 2, text: 'a' },
      { line: 2, bytes: 1, text: 'b' },
    ]);
    expect(await read([], 5)).toEqual([]);
    expect(await read(['\r'], 5)).toEqual([{ line: 1, bytes: 1, text: '' }]);
  });

  it('decodes UTF-8 split across chunks, and counts bytes, not characters', async () => {
    const text = 'é€😀\n';
    const bytes = Buffer.from(text);
    for (let cut = 0; cut <= bytes.length; cut++) {
      const lines: JsonLine[] = [];
      async function* chunks() {
        yield bytes.subarray(0, cut);
        yield bytes.subarray(cut);
      }
      for await (const line of jsonLines(chunks(), 9)) lines.push(line);
      expect(lines).toEqual([{ line: 1, bytes: 10, text: 'é€😀' }]);
    }
    expect(await read([text], 8)).toEqual([{ line: 1, bytes: 10, tooLarge: true, size: 9 }]);
    expect(await read([`${'x'.repeat(20)}\r\n`], 8)).toEqual([{ line: 1, bytes: 22, tooLarge: true, size: 20 }]);
  });
});

describe('ordered', () => {
  it('answers in order however the work finishes, at most a window at once, reading no further than it', async () => {
    let started = 0;
    let running = 0;
    let most = 0;
    async function* source() {
      for (let i = 0; i < 50; i++) {
        started++;
        yield i;
      }
    }
    const answers: number[] = [];
    for await (const answer of ordered(
      source(),
      async (i) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, (i * 7) % 5)); // later items often finish first
        running--;
        return i * 2;
      },
      4,
    )) {
      answers.push(answer);
      expect(started).toBeLessThanOrEqual(answers.length + 4);
    }
    expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
    expect(most).toBe(4);
  });

  it('when left early, reads no more and waits for the work begun', async () => {
    let finished = 0;
    let taken = 0;
    async function* source() {
      for (;;) {
        taken++;
        yield taken;
      }
    }
    for await (const answer of ordered(
      source(),
      async (i) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        finished++;
        return i;
      },
      3,
    )) {
      if (answer === 2) break;
    }
    expect(taken).toBe(finished);
    expect(taken).toBeLessThanOrEqual(5);
  });
});
