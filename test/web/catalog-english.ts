// What the Spanish page's tests look for: an English string of the catalog left in the page's text
// (docs/architecture.md#languages). One home for the check, so that every Spanish page test counts
// the same strings as English.
import { en } from '../../core/i18n/en.js';
import { es } from '../../core/i18n/es.js';

/** Every string of a catalog, at any depth (the functions' sentences are checked by the catalog test). */
function catalogStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(catalogStrings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(catalogStrings);
  return [];
}

/** English words that Spanish writes the same: "Plan" (a saved plan's default name, "Plan 529"), and
 *  "Open" in a name (the Open Knowledge Foundation, the market history's publisher). */
const SHARED_WORDS = new Set(['Plan', 'Open']);

/** The English strings of the catalog worth looking for: longer than three letters, not also Spanish,
 *  not an address. */
export const ENGLISH_STRINGS: readonly string[] = (() => {
  const spanish = new Set(catalogStrings(es));
  return catalogStrings(en).filter(
    (value) => value.length > 3 && !spanish.has(value) && !value.startsWith('/') && !SHARED_WORDS.has(value),
  );
})();

/** The English strings of the catalog found in `text`, whole words only ("median" is in "mediana"). */
export function englishIn(text: string): string[] {
  const literal = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return ENGLISH_STRINGS.filter((value) =>
    new RegExp(`(?<![\\p{L}\\d])${literal(value)}(?![\\p{L}\\d])`, 'u').test(text),
  );
}
