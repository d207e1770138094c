// JSON Lines read from a byte stream (docs/api.md#batch): one record per line, the line's bytes
// without its "\n" (and without a "\r" before it), numbered from 1. A line is held to `limit`
// bytes: the bytes of a longer one are counted and dropped as they arrive, so a line of 100 MB
// costs no more memory than one of the limit, and it is told as too large. Lines are read only as
// fast as they are asked for: the stream is paused while the caller is busy (backpressure).
import type { Readable } from 'node:stream';

export type JsonLine =
  | { line: number; bytes: number; text: string }
  /** Longer than the limit: its text is not kept; `size` is its body's bytes (no line end), as
   *  a request of it would declare them. */
  | { line: number; bytes: number; tooLarge: true; size: number };

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** The lines of `stream`; a last line without a "\n" is a line, an empty end after the last "\n" is
 *  not. `bytes` counts the line with its end, for progress. */
export async function* jsonLines(
  stream: Readable | AsyncIterable<Buffer | string>,
  limit: number,
): AsyncGenerator<JsonLine> {
  let parts: Buffer[] = [];
  let kept = 0; // bytes held in parts
  let seen = 0; // bytes of the line so far, kept or not
  let endsInReturn = false; // the last byte seen of the line is "\r"
  let line = 0;
  // One byte more than the limit is kept, so a line of exactly `limit` bytes ending "\r\n" fits.
  const keep = limit + 1;
  const finish = (ended: boolean): JsonLine => {
    line++;
    const bytes = seen + (ended ? 1 : 0);
    let result: JsonLine;
    if (seen > keep) result = { line, bytes, tooLarge: true, size: seen - (endsInReturn ? 1 : 0) };
    else {
      let buffer = parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts, kept);
      if (buffer.length > 0 && buffer[buffer.length - 1] === CARRIAGE_RETURN) buffer = buffer.subarray(0, -1);
      result =
        buffer.length > limit
          ? { line, bytes, tooLarge: true, size: buffer.length }
          : { line, bytes, text: buffer.toString('utf8') };
    }
    parts = [];
    kept = 0;
    seen = 0;
    endsInReturn = false;
    return result;
  };
  const take = (piece: Buffer): void => {
    seen += piece.length;
    if (piece.length > 0) endsInReturn = piece[piece.length - 1] === CARRIAGE_RETURN;
    if (seen <= keep) {
      parts.push(piece);
      kept += piece.length;
    } else if (kept > 0) {
      parts = []; // past the limit: nothing more of this line is kept
      kept = 0;
    }
  };
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    let start = 0;
    for (let end = bytes.indexOf(NEWLINE, start); end !== -1; end = bytes.indexOf(NEWLINE, start)) {
      take(bytes.subarray(start, end));
      start = end + 1;
      yield finish(true);
    }
    if (start < bytes.length) take(bytes.subarray(start));
  }
  if (seen > 0) yield finish(false);
}
