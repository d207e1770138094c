// Lookups whose answer the caller knows is there. The compiler (noUncheckedIndexedAccess in
// tsconfig.base.json) types `values[index]` as possibly undefined; these check it instead of
// passing undefined on. Browser-safe like the rest of core/, so the wrapper, the page,
// the server and the tests share them.

/** values[index] for an index the caller knows is in range (a RangeError otherwise). */
export function itemAt<T>(values: ArrayLike<T>, index: number): T {
  if (!(Number.isInteger(index) && index >= 0 && index < values.length)) {
    throw new RangeError(`index ${index} is outside 0..${values.length - 1}`);
  }
  return values[index] as T;
}

/** record[key] when the record itself has the key (not its prototype: "constructor" is no key). */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
