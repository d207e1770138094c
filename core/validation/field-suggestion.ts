// "Did you mean": the known field an unknown one was most likely meant to be
// (docs/api.md#problems-a-person-can-act-on). Browser-safe: the server's and the page's checks
// share it, so both suggest the same name.

/** The edits allowed between an unknown name and a known one, by the unknown name's length: a
 *  short name is too easily close to anything. Letters are compared without case. */
function allowedEdits(name: string): number {
  if (name.length >= 6) return 2;
  return name.length >= 3 ? 1 : 0;
}

/** Levenshtein distance, or `limit + 1` as soon as it is known to be above `limit`. */
function distanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1; // a long hostile name costs nothing
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      const cell = Math.min(substitution, (previous[j] as number) + 1, (row[j - 1] as number) + 1);
      row.push(cell);
      best = Math.min(best, cell);
    }
    if (best > limit) return limit + 1;
    previous = row;
  }
  return previous[b.length] as number;
}

/** The known name closest to `name` within the allowed edits (case ignored): the fewest edits, then
 *  the first in code-unit order, so the answer never depends on the order names are given in. */
export function closestField(name: string, known: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  const limit = allowedEdits(name);
  let best: { field: string; edits: number } | undefined;
  for (const field of known) {
    const edits = distanceWithin(lower, field.toLowerCase(), limit);
    if (edits > limit) continue;
    if (best === undefined || edits < best.edits || (edits === best.edits && field < best.field)) {
      best = { field, edits };
    }
  }
  return best?.field;
}
