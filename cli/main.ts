#!/usr/bin/env node
// The package's `bin` (package.json): the command line of cli.ts with this process's streams and
// environment. The exit status is set, not forced, so that output still being written is flushed.
import { runCli } from './cli.js';

process.exitCode = await runCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
