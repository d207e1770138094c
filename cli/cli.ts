// The command line (docs/api.md#command-line): `project`, `serve`, `mcp`, `solve`, `eligibility`,
// `batch`, `worker` and `help`, each
// with --help. Usage errors print a sentence naming what is wrong and the help to read, and exit 2;
// problems with the input are sentences on standard error, or problem details with --json, and
// exit 1 (io.ts).
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { checkQueueUrl } from '../server/batch/queue/chunks.js';
import { stopWithNpm } from '../server/npm-parent.js';
import { ConfigError } from '../server/settings/config.js';
import { COMMANDS, type CommandName, HELP, PROGRAM } from './help.js';
import { type CommandIo, EXIT, write } from './io.js';
import { CSV_TABLES, type CsvTable, projectCommand } from './project-command.js';

const HELP_OPTION = { help: { type: 'boolean', short: 'h' } } as const;
const SITE_URL_OPTION = { 'site-url': { type: 'string' } } as const;
const TABLE_OPTIONS = {
  csv: { type: 'boolean' },
  table: { type: 'string' },
  real: { type: 'boolean' },
  text: { type: 'boolean' },
} as const;
const JSON_OPTION = { json: { type: 'boolean' } } as const;

/** A usage error; `command` names the command whose --help to point to, when there is one. */
class UsageError extends Error {
  constructor(
    message: string,
    readonly command?: CommandName,
  ) {
    super(message);
  }
}

/** The queue's settings a batch and its workers take unless told otherwise (docs/operations.md#batches-on-several-machines). */
const QUEUE_DEFAULTS = Object.freeze({
  chunkLines: 100,
  window: 32,
  attempts: 3,
  redisTimeoutSeconds: 60,
  stallSeconds: 30,
});

function queueUrl(url: string, command: CommandName): string {
  const wrong = checkQueueUrl(url);
  if (wrong !== undefined) throw new UsageError(wrong, command);
  return url;
}

function wholeNumber(text: string, option: string, min: number, max: number, command: CommandName): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max)
    throw new UsageError(`${option} takes a whole number from ${min} to ${max}, not "${text}"`, command);
  return value;
}

function isCsvTable(name: string): name is CsvTable {
  return (CSV_TABLES as readonly string[]).includes(name);
}

function isCommand(name: string): name is CommandName {
  return (COMMANDS as string[]).includes(name);
}

/** The option a parseArgs error names ("Unknown option '--csv'. To specify ..."). */
function optionNamed(message: string): string {
  return /'([^' ]+)/.exec(message)?.[1] ?? 'an option';
}

/** Node's argument-parser errors, in a sentence for a person. */
function usageSentence(error: Error & { code?: string }, command: string): string {
  const option = optionNamed(error.message);
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `${command} has no option ${option}`;
  if (/argument missing/.test(error.message)) return `${option} needs a value`;
  if (/does not take an argument/.test(error.message)) return `${option} takes no value`;
  return error.message;
}

function parse<T extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: T, command?: CommandName) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(usageSentence(error as Error, command ?? 'help'), command);
  }
}

function expectPositionals(command: CommandName, positionals: string[], count: 0 | 1): void {
  if (positionals.length > count) {
    const takes = count === 0 ? 'no argument' : 'one argument';
    throw new UsageError(`${command} takes ${takes}, got ${positionals.length}`, command);
  }
  if (positionals.length < count)
    throw new UsageError(`${command} needs a scenario file, or "-" for standard input`, command);
}

/** Answers --help when asked; undefined when the command is to run. */
async function helped(command: CommandName, help: boolean | undefined, io: CommandIo): Promise<number | undefined> {
  if (!help) return undefined;
  await write(io.stdout, HELP[command]);
  return EXIT.done;
}

async function run(command: CommandName, args: string[], io: CommandIo): Promise<number> {
  switch (command) {
    case 'project': {
      const options = { ...HELP_OPTION, ...SITE_URL_OPTION, ...TABLE_OPTIONS, ...JSON_OPTION };
      const { values, positionals } = parse(args, options, command);
      const answered = await helped(command, values.help, io);
      if (answered !== undefined) return answered;
      expectPositionals(command, positionals, 1);
      if (values.real && !values.csv) throw new UsageError('--real goes with --csv', command);
      if (values.table !== undefined && !values.csv) throw new UsageError('--table goes with --csv', command);
      if (values.text && values.csv) throw new UsageError('--text and --csv are two different outputs', command);
      const table = values.table ?? 'yearly';
      if (!isCsvTable(table)) throw new UsageError(`--table takes ${CSV_TABLES.join(', ')}, not "${table}"`, command);
      const basis = values.real ? 'real' : 'nominal';
      const input = positionals[0] ?? '-';
      const json = values.json === true;
      const output = values.csv ? 'csv' : values.text ? 'text' : 'json';
      return projectCommand({ input, output, table, basis, siteUrl: values['site-url'], json }, io);
    }
    case 'mcp': {
      const { values, positionals } = parse(args, { ...HELP_OPTION, ...SITE_URL_OPTION }, command);
      const answered = await helped(command, values.help, io);
      if (answered !== undefined) return answered;
      expectPositionals(command, positionals, 0);
      // Loaded when used: `project` starts faster without the MCP SDK and the knowledge index.
      const { mcpCommand } = await import('./mcp-command.js');
      return mcpCommand(values['site-url'], io);
    }
    case 'serve': {
      const { values, positionals } = parse(args, HELP_OPTION, command);
      const answered = await helped(command, values.help, io);
      if (answered !== undefined) return answered;
      expectPositionals(command, positionals, 0);
      const { serve } = await import('../server/serve.js'); // Fastify and its plugins, when used
      stopWithNpm(io.env);
      await serve(io.env);
      return EXIT.done;
    }
    case 'batch': {
      const options = {
        ...HELP_OPTION,
        ...SITE_URL_OPTION,
        out: { type: 'string' },
        csv: { type: 'boolean' },
        quiet: { type: 'boolean' },
        queue: { type: 'string' },
        'chunk-lines': { type: 'string' },
        'queue-timeout': { type: 'string' },
      } as const;
      const { values, positionals } = parse(args, options, command);
      const answered = await helped(command, values.help, io);
      if (answered !== undefined) return answered;
      if (positionals.length !== 1)
        throw new UsageError('batch needs one JSON Lines file, or "-" for standard input', command);
      for (const option of ['chunk-lines', 'queue-timeout'] as const) {
        if (values[option] !== undefined && values.queue === undefined)
          throw new UsageError(`--${option} goes with --queue`, command);
      }
      const queue =
        values.queue === undefined
          ? undefined
          : {
              url: queueUrl(values.queue, command),
              chunkLines: wholeNumber(
                values['chunk-lines'] ?? String(QUEUE_DEFAULTS.chunkLines),
                '--chunk-lines',
                1,
                1_000,
                command,
              ),
              window: QUEUE_DEFAULTS.window,
              attempts: QUEUE_DEFAULTS.attempts,
              redisTimeoutMs:
                1000 *
                wholeNumber(
                  values['queue-timeout'] ?? String(QUEUE_DEFAULTS.redisTimeoutSeconds),
                  '--queue-timeout',
                  1,
                  86_400,
                  command,
                ),
            };
      const { batchCommand } = await import('./batch-command.js'); // the engine's threads, when used
      return batchCommand(
        {
          input: positionals[0] ?? '-',
          out: values.out,
          format: values.csv ? 'csv' : 'json',
          siteUrl: values['site-url'],
          quiet: values.quiet === true,
          queue,
        },
        io,
      );
    }
    case 'worker': {
      const options = { ...HELP_OPTION, queue: { type: 'string' }, 'stall-seconds': { type: 'string' } } as const;
      const { values, positionals } = parse(args, options, command);
      const answered = await helped(command, values.help, io);
      if (answered !== undefined) return answered;
      expectPositionals(command, positionals, 0);
      if (values.queue === undefined) throw new UsageError('worker needs --queue redis://HOST:PORT/DB', command);
      const url = queueUrl(values.queue, command);
      const stallSeconds = wholeNumber(
        values['stall-seconds'] ?? String(QUEUE_DEFAULTS.stallSeconds),
        '--stall-seconds',
        1,
        3600,
        command,
      );
      const { workerCommand } = await import('./worker-command.js');
      return workerCommand({ url, stallMs: stallSeconds * 1000 }, io);
    }
    case 'eligibility': {
      const options = {
        ...HELP_OPTION,
        ...SITE_URL_OPTION,
        ...JSON_OPTION,
        text: TABLE_OPTIONS.text,
        'birth-date': { type: 'string' },
        'as-of': { type: 'string' },
        state: { type: 'string' },
      } as const;
      const { values, positionals } = parse(args, options, command);
      const answered = await helped(command, values.help, io);
      if (answered !== undefined) return answered;
      expectPositionals(command, positionals, 0);
      const { eligibilityCommand } = await import('./eligibility-command.js');
      const query = { birthDate: values['birth-date'], asOf: values['as-of'], state: values.state };
      const output = values.text ? 'text' : 'json';
      return eligibilityCommand({ query, output, siteUrl: values['site-url'], json: values.json === true }, io);
    }
    case 'solve': {
      const options = { ...HELP_OPTION, ...SITE_URL_OPTION, ...JSON_OPTION, text: TABLE_OPTIONS.text };
      const { values, positionals } = parse(args, options, command);
      const answered = await helped(command, values.help, io);
      if (answered !== undefined) return answered;
      expectPositionals(command, positionals, 1);
      const { solveCommand } = await import('./solve-command.js');
      const input = positionals[0] ?? '-';
      const output = values.text ? 'text' : 'json';
      return solveCommand({ input, output, siteUrl: values['site-url'], json: values.json === true }, io);
    }
  }
}

/** Runs the command line `args` (without node and the script) and answers its exit status. */
export async function runCli(args: string[], io: CommandIo): Promise<number> {
  const [first, ...rest] = args;
  try {
    if (first === undefined) {
      await write(io.stderr, HELP.main);
      return EXIT.usage;
    }
    if (first === 'help' || first === '--help' || first === '-h') {
      const { positionals } = parse(rest, {});
      const topic = positionals[0];
      if (topic !== undefined && !isCommand(topic)) throw new UsageError(`there is no command "${topic}"`);
      await write(io.stdout, HELP[topic ?? 'main']);
      return EXIT.done;
    }
    if (!isCommand(first)) throw new UsageError(`there is no command "${first}"`);
    return await run(first, rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      const message = error.message.replace(/\.$/, '');
      const help =
        error.command === undefined
          ? `"${PROGRAM} --help" for the commands`
          : `"${PROGRAM} ${error.command} --help" for its options`;
      await write(io.stderr, `${PROGRAM}: ${message}. Run ${help}.\n`);
      return EXIT.usage;
    }
    if (error instanceof ConfigError) {
      await write(io.stderr, `Invalid setting: ${error.message}\n`);
      return EXIT.problem;
    }
    throw error;
  }
}
