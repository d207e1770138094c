// A value a test expects to be there (a record's entry, a list's first element), for the compiler
// (noUncheckedIndexedAccess, tsconfig.base.json) and the reader: a missing one fails the test by name.
export function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing`);
  return value;
}
