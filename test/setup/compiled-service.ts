// Once per test run, before any file: dist/ compiled when stale, for the tests that start the
// service or the command line as processes (test/helpers/compiled-service.ts).
import { compileWhenStale } from '../helpers/compiled-service.js';

export default function setup(): void {
  compileWhenStale();
}
