// An amount of cents as the MCP tools' text writes whole dollars ("$12,345"), worked out here apart
// from the code under test.
import { defined } from './defined.js';

export function wholeDollars(cents: string | null | undefined): string {
  return `$${Math.round(Number(defined(cents ?? undefined, 'cents')) / 100).toLocaleString('en-US')}`;
}
