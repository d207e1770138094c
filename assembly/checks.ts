// Index checks for places where an index is computed from a value (a bucket, a table entry, an
// offset into a raw buffer). The debug build (asconfig target "debug", which the engine tests
// load) keeps them and traps on an index outside [0, length), and also checks every `unchecked()`
// array access; the release build compiles both away (`noAssert`), so they cost nothing there.

/** Traps in the debug build when `index` is outside [0, length). */
@inline export function checkIndex(index: i32, length: i32): void {
  assert(<u32>index < <u32>length, "index out of range");
}
