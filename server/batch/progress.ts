// A batch's progress on standard error (docs/api.md#batch): on a terminal, a bar redrawn in place
// with the lines done, lines a second and the time left; otherwise (a log, a pipe) one JSON line
// every few seconds, for a machine to read. The time left comes from the share of the input's
// bytes answered, so it is known only when the input's size is (a file, not a pipe).
import type { Writable } from 'node:stream';

export interface ProgressOptions {
  /** Bytes of the whole input, when known. */
  totalBytes?: number | undefined;
  /** Redraws of the bar, and JSON lines, this far apart. */
  intervalMs?: number;
}

const TERMINAL_INTERVAL_MS = 250;
const LOG_INTERVAL_MS = 5_000;
const BAR_WIDTH = 24;

/** Writes to a stream that may be a terminal. */
type Stream = Writable & { isTTY?: boolean };

/** "1 line", "1,234 lines". */
function counted(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}

function clock(seconds: number): string {
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

export class Progress {
  private lines = 0;
  private problems = 0;
  private bytes = 0;
  private readonly started = performance.now();
  private readonly timer: NodeJS.Timeout;
  private readonly terminal: boolean;

  constructor(
    private readonly stream: Stream,
    private readonly options: ProgressOptions = {},
  ) {
    this.terminal = stream.isTTY === true;
    const interval = options.intervalMs ?? (this.terminal ? TERMINAL_INTERVAL_MS : LOG_INTERVAL_MS);
    this.timer = setInterval(() => this.report(), interval);
    this.timer.unref();
  }

  /** Lines answered: `bytes` of the input, `problems` of them problems. */
  done(lines: number, bytes: number, problems: number): void {
    this.lines += lines;
    this.bytes += bytes;
    this.problems += problems;
  }

  private seconds(): number {
    return (performance.now() - this.started) / 1000;
  }

  private figures() {
    const seconds = this.seconds();
    const { totalBytes } = this.options;
    const fraction = totalBytes ? Math.min(1, this.bytes / totalBytes) : undefined;
    const secondsLeft =
      fraction !== undefined && fraction > 0 ? Math.max(0, (seconds * (1 - fraction)) / fraction) : undefined;
    const linesPerSecond = seconds > 0 ? this.lines / seconds : 0;
    return { seconds, fraction, secondsLeft, linesPerSecond };
  }

  private report(): void {
    const { seconds, fraction, secondsLeft, linesPerSecond } = this.figures();
    if (!this.terminal) {
      const progress = {
        lines: this.lines,
        problems: this.problems,
        linesPerSecond: Math.round(linesPerSecond * 10) / 10,
        seconds: Math.round(seconds),
        ...(fraction === undefined ? {} : { fractionDone: Math.round(fraction * 1000) / 1000 }),
        ...(secondsLeft === undefined ? {} : { secondsLeft: Math.round(secondsLeft) }),
      };
      this.stream.write(`${JSON.stringify({ progress })}\n`);
      return;
    }
    const filled = fraction === undefined ? 0 : Math.round(fraction * BAR_WIDTH);
    const bar = fraction === undefined ? '' : `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] `;
    const left = secondsLeft === undefined ? '' : `, ${clock(secondsLeft)} left`;
    const problems = this.problems > 0 ? `, ${counted(this.problems, 'problem')}` : '';
    const text = `${bar}${counted(this.lines, 'line')}${problems}, ${Math.round(linesPerSecond).toLocaleString('en-US')} lines/s${left}`;
    this.stream.write(`\r\u001b[K${text}`);
  }

  /** A message between the reports: on a terminal, above the bar. */
  say(message: string): void {
    this.stream.write(this.terminal ? `\r\u001b[K${message}\n` : `${message}\n`);
  }

  /** Stops reporting and says how the run ended. */
  finish(): void {
    clearInterval(this.timer);
    const { seconds } = this.figures();
    const summary = { lines: this.lines, problems: this.problems, seconds: Math.round(seconds * 10) / 10 };
    if (!this.terminal) this.stream.write(`${JSON.stringify({ done: summary })}\n`);
    else {
      const problems = this.problems === 0 ? 'no problem' : counted(this.problems, 'problem');
      this.stream.write(`\r\u001b[K${counted(this.lines, 'line')} answered in ${clock(seconds)}, ${problems}\n`);
    }
  }

  /** Stops reporting without a summary (the run failed; its message follows). */
  stop(): void {
    clearInterval(this.timer);
    if (this.terminal) this.stream.write('\r\u001b[K');
  }
}
