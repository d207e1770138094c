// The app's log, kept in memory: a destination for its logger (buildApp's logStream) that a test
// reads as JSON lines and as raw text.

export class LogLines {
  /** Everything written, as written. */
  text = '';

  /** pino writes one JSON line per call. */
  write(chunk: string): void {
    this.text += chunk;
  }

  get lines(): Record<string, unknown>[] {
    return this.text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}
