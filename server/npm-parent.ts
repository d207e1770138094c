// npm runs a package's bin (`npx projection-530a serve`) and a script (`npm start`) through
// `sh -c`, and passes the signal it gets on to that shell only; the shell dies without passing it
// on, and the server ran on under pid 1 (docs/operations.md#stopping-a-server-npm-started). So a
// server that npm started (npm sets npm_lifecycle_event) watches its parent and, once that is
// gone, stops as on SIGTERM: the drain, then the close. Started any other way, it does not watch:
// `nohup projection-530a serve &` outlives its shell, as it should.

/** How often the parent is checked: there is no event for it, and the check is one system call. */
const PARENT_CHECK_MS = 1000;

export function stopWithNpm(env: NodeJS.ProcessEnv): void {
  if (env.npm_lifecycle_event === undefined) return;
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    process.kill(process.pid, 'SIGTERM'); // serve.ts's own handler stops the server
  }, PARENT_CHECK_MS);
  timer.unref(); // never what keeps the process alive
}
