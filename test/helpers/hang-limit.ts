// The one clock of the tests: how long a wait may last before it is taken as a hang. A safety
// net, not a speed bound: far above any honest duration on a loaded two-core machine, so that a
// test's outcome never depends on the machine's speed (docs/operations.md#tests-on-a-busy-machine).
// Tests wait for events (a log line, an exit, an answer); this only ends a wait that never ends.
// Measured: with two busy loops on top of other engineers' work (load average above 17 on two
// cores), the fuzz file's 10,000 requests took 426 s, so 10 minutes was not far enough above.
export const HANG_LIMIT_MS = 30 * 60_000;
