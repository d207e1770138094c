// What `--help` prints, for the command line and for each command (docs/api.md#command-line).
import { MAX_ID_LENGTH } from '../server/batch/line-id.js';
import { BODY_LIMIT_BYTES, MAX_JSON_DEPTH } from '../server/http/json-body.js';

export const PROGRAM = 'projection-530a';

const EXIT_STATUS = 'Exit status: 0 done, 1 a problem (said on standard error), 2 a usage error.';

export const HELP = {
  main: `${PROGRAM}: projections of a US Trump account (IRC section 530A) on the command line

Usage: ${PROGRAM} <command> [options]

Commands:
  project <file>   Project the scenario in <file> ("-" reads standard input): the JSON of POST /v1/project
                   on standard output, or the yearly table with --csv
  serve            Run the HTTP service (the API, the calculator page, /mcp), as npm start does
  mcp              Run the MCP tool server over standard input and output, for desktop MCP clients
  solve <file>     Solve for the contribution that reaches a goal: the JSON of POST /v1/solve, or with
                   --text the answer in plain words
  eligibility      The free money a child may get (--birth-date, --as-of, --state): the JSON of
                   GET /v1/eligibility, or with --text in plain words
  batch <file>     Project every line of a JSON Lines file ("-" reads standard input), on every core:
                   one line of answer per line, in order, each what POST /v1/project answers it;
                   with --queue, through workers on any number of machines
  worker           Answer the lines of batches run with --queue, on this machine's cores
  help [command]   Show this help, or a command's

Run "${PROGRAM} <command> --help" for a command's options. Settings come from the environment,
as for the service (README, "Settings"): SITE_URL, MC_BUDGET_PATH_MONTHS, SOLVE_BUDGET_PATH_MONTHS, ...
${EXIT_STATUS}
`,
  project: `Usage: ${PROGRAM} project <scenario.json | -> [--csv [--table <name>] [--real] | --text] [--site-url <url>] [--json]

Projects a scenario: the body of POST /v1/project (a Scenario, or {"s": "..."} from a share link), read
from a file or, with "-", from standard input; at most ${BODY_LIMIT_BYTES / 1024} KiB of JSON. Writes the projection's JSON on
standard output, byte for byte what POST /v1/project answers a service with the same SITE_URL and
MC_BUDGET_PATH_MONTHS.

Options:
  --csv              Write the yearly table instead, as CSV, one row per birthday and the target age:
                     age_months, age_years, deposits (paid in to that age, the seed included), expected,
                     expected_today (in asOf dollars), p10, p25, p50, p75, p90; amounts in dollars and cents
  --table <name>     With --csv, which table (the page's CSV files): yearly (the default), withdrawals (the
                     plan of afterTax.plan year by year, per account) or roth-conversion (afterTax.conversion's
                     conversions, then the Roth IRA's withdrawals)
  --real             With --csv: the amounts in asOf dollars (p10_today ... p90_today; net_today ...)
  --text             Write the projection in plain words instead, as the MCP tool project_530a says it, and its share link
                     (with afterTax.plan: "Taken over 4 years from 18 for college: about $A left from the
                     Trump account, $B from a 529, ...")
  --site-url <url>   The address projections cite (sourceUrl, shareUrl); default SITE_URL, else
                     http://127.0.0.1:8530, this computer's own address (said then on standard error)
  --json             Report a problem as its problem details (RFC 9457), one line of JSON, for scripts
  -h, --help         Show this help

A scenario that is not valid, not JSON, too large or unreadable, or whose amounts exceed 2^53 - 1 cents,
is said on standard error: what is wrong, then each bad field at its JSON Pointer.
${EXIT_STATUS}
`,
  serve: `Usage: ${PROGRAM} serve

Runs the HTTP service, as npm start does: the JSON API, the calculator page, the MCP tool server at
/mcp. Settings come from the environment (README, "Settings"): PORT (8530), HOST (127.0.0.1),
SITE_URL, MC_BUDGET_PATH_MONTHS, ENGINE_THREADS, LOG_LEVEL, ... A bad one stops the start with a
message naming it (exit status 1). SIGTERM or SIGINT stops it once requests in flight are answered;
started by npx or npm, it also stops once npm is gone (npm's shell passes no signal on).

Options:
  -h, --help   Show this help
`,
  mcp: `Usage: ${PROGRAM} mcp [--site-url <url>]

Runs the MCP tool server over standard input and output, for desktop MCP clients that start their
servers themselves: the tools, resources and prompts of /mcp, from the same code. Standard output
carries only JSON-RPC messages; the server ends when standard input does. For example:

  { "mcpServers": { "projection-530a": { "command": "npx", "args": ["${PROGRAM}", "mcp"] } } }

Options:
  --site-url <url>   The address results cite (sourceUrl, shareUrl, page links); default SITE_URL, else
                     http://127.0.0.1:8530, this computer's own address (said then to the client and
                     on standard error)
  -h, --help         Show this help
`,
  solve: `Usage: ${PROGRAM} solve <request.json | -> [--text] [--site-url <url>] [--json]

Solves for a contribution: reads the body of POST /v1/solve, {"scenario": {...}, "sourceId": "..."} (the
scenario with a goal) or {"s": "...", "sourceId": "..."}, from a file or, with "-", from standard input,
and writes the answer's JSON on standard output: the smallest amount of that source that meets the goal,
and the projection at it, byte for byte what POST /v1/solve answers a service with the same SITE_URL,
MC_BUDGET_PATH_MONTHS and SOLVE_BUDGET_PATH_MONTHS.

Options:
  --text             Write the answer in plain words instead, as the MCP tool solve_530a says it ("$312.45 a
                     month from parents, from age 8 months to 18, gives a 75% chance of $50,000 at 18 ..."),
                     and the share link of the scenario at that amount
  --site-url <url>   The address answers cite (sourceUrl, shareUrl); default SITE_URL, else
                     http://127.0.0.1:8530, this computer's own address (said then on standard error)
  --json             Report a problem as its problem details (RFC 9457), one line of JSON, for scripts
  -h, --help         Show this help

A request that is not valid (no goal, an unknown source, ...), not JSON, too large or unreadable is said
on standard error: what is wrong, then each bad field at its JSON Pointer.
${EXIT_STATUS}
`,
  eligibility: `Usage: ${PROGRAM} eligibility --birth-date <YYYY-MM-DD> --as-of <YYYY-MM-DD> [--state <XX>] [--text]
                   [--site-url <url>] [--json]

The free money a child may get in a Trump account: the Treasury's pilot contribution and each sponsor's
pledge, for a child born on --birth-date, asked on --as-of (today), living in --state (a postal code such
as CT; leave it out when unknown). Writes the JSON of GET /v1/eligibility, byte for byte.

Options:
  --text             Write it in plain words instead, as the MCP tool eligibility_530a says it
  --site-url <url>   The address the text cites; default SITE_URL, else http://127.0.0.1:8530
  --json             Report a problem as its problem details (RFC 9457), one line of JSON, for scripts
  -h, --help         Show this help

A date that is not a real date, a state that is not a postal code, or a missing date is said on standard
error: what is wrong, then each at its parameter (/birthDate, /asOf, /state).
${EXIT_STATUS}
`,
  batch: `Usage: ${PROGRAM} batch <lines.jsonl | -> [--out <file>] [--csv] [--site-url <url>] [--quiet]
                     [--queue redis://HOST:PORT/DB [--chunk-lines <n>] [--queue-timeout <s>]]

Projects many scenarios at once: reads JSON Lines, each line a body of POST /v1/project (a Scenario, or
{"s": "..."}), or {"id": ..., "request": <body>} to carry an id of your own (a string of at most ${MAX_ID_LENGTH}
characters, or a whole number), and writes one line per input line, in the input's order:

  {"line":N,"id":...,"status":S,"body":B}

where S and B are the status and the bytes POST /v1/project answers that body (a Projection, or a problem)
for the same SITE_URL and MC_BUDGET_PATH_MONTHS. A line that is not valid, not JSON, nested deeper than ${MAX_JSON_DEPTH}
levels or longer than ${BODY_LIMIT_BYTES / 1024} KiB is a problem line, and the run goes on. Uses every core (ENGINE_THREADS) and
holds only a window of lines in memory, however long the input; progress goes to standard error (a bar on
a terminal, else one JSON line every 5 seconds).

Options:
  --out <file>       Write the answers to <file> (through <file>.partial, renamed once every line is
                     answered) instead of standard output
  --csv              Write a summary table instead, as CSV: line, id, status, problem (its code), then at
                     the target age target_age_months, p10, p50, p90, expected (the deterministic balance),
                     paid_in (deposits and the seed), cut (what the statute cut or dropped), and the same six
                     amounts in asOf dollars (..._today); amounts in dollars and cents, empty for a problem
  --site-url <url>   The address answers cite (sourceUrl, shareUrl, problem types); default SITE_URL, else
                     http://127.0.0.1:8530
  --quiet            No progress on standard error
  --queue <url>      Do not compute here: put the lines on the queue in Redis at <url> in chunks, for
                     "${PROGRAM} worker" processes on any machines, and write their answers: the same
                     bytes as without --queue (the workers use this command's SITE_URL and budget).
                     A chunk whose worker dies is taken by another; one that fails 3 times is
                     answered with problem lines that say why. SIGINT or SIGTERM stops the run and
                     removes it from the queue
  --chunk-lines <n>  With --queue, lines in a chunk, 1 to 1000 (default 100)
  --queue-timeout <s>  With --queue, stop (exit status 1) once Redis has not answered for <s> seconds
                     (default 60); the lines answered so far stay written, whole
  -h, --help         Show this help

Exit status: 0 every line answered 200, 1 some line is a problem (or the input cannot be read), 2 a usage
error.
`,
  worker: `Usage: ${PROGRAM} worker --queue redis://HOST:PORT/DB [--stall-seconds <n>]

Answers the lines of batches run with "${PROGRAM} batch --queue <url>", on this machine's engine threads
(ENGINE_THREADS, one per core), until stopped. Run as many as you like, on any machines that reach the
Redis at <url>. SIGTERM or SIGINT: takes no more chunks, finishes those it holds, and exits 0. A worker
that dies (SIGKILL, a machine lost) loses nothing: its chunks go to other workers.

Options:
  --queue <url>          The Redis of the queue, as the batch was given it
  --stall-seconds <n>    A chunk whose worker has not been heard of for <n> seconds is given to another
                         worker (default 30); every worker of a queue should use the same
  -h, --help             Show this help
`,
} as const;

export type CommandName = Exclude<keyof typeof HELP, 'main'>;

export const COMMANDS = Object.keys(HELP).filter((name) => name !== 'main') as CommandName[];
