// `mcp`: the tool server of /mcp over standard input and output, for desktop clients that start
// their servers themselves (docs/api.md#command-line). The same server (server/mcp/server.ts: tools,
// resources, prompts) with the engine on this thread, served by the SDK's serveStdio: the opening
// message decides the connection's era (2026-07-28, or a 2025 revision's initialize); no rate limit, since the one client is the
// process that started it. Standard output carries only JSON-RPC. Ends when standard input does
// (status 0), or when the client sends more than STDIO_BUFFER_BYTES without a line end (status 1).

import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { warmEngine } from '../core/projection/warm.js';
import { createNodeEngine } from '../package/load-node.js';
import { Metrics } from '../server/http/metrics.js';
import { Knowledge } from '../server/knowledge/knowledge.js';
import { createMcpServer } from '../server/mcp/server.js';
import { checkReviewedRules } from '../server/rules/check-rules.js';
import { Projections } from '../server/service/projections.js';
import { PROGRAM } from './help.js';
import { type CommandIo, EXIT, write } from './io.js';
import { commandConfig, siteUrlNote } from './settings.js';
import { StdioTransport } from './stdio-transport.js';

/** The longest line the transport waits for: far more than any message (a scenario is about
 *  2 KiB), far less than the SDK's default of 10 MiB. A client that sends more is cut off. */
export const STDIO_BUFFER_BYTES = 1024 * 1024;

export async function mcpCommand(siteUrl: string | undefined, io: CommandIo): Promise<number> {
  const config = commandConfig(io, siteUrl);
  checkReviewedRules(); // a broken rules data file stops the start, as it stops the service's
  const engine = await createNodeEngine();
  warmEngine(engine);
  const knowledge = await Knowledge.load();
  // Metrics are kept as the service keeps them; a stdio server has nobody to scrape them.
  const metrics = new Metrics();
  const projections = new Projections(engine, config, undefined, metrics);
  // Over stdio there is one client, the one that started the process: nothing to charge.
  const chargeProjection = async () => ({ allowed: true }) as const;
  // Without SITE_URL every link is this computer's own address: the client is told, and its log.
  const addressNote = siteUrlNote(io, siteUrl);
  if (addressNote !== undefined) await write(io.stderr, `${PROGRAM} mcp: ${addressNote}\n`);
  const context = { siteUrl: config.siteUrl, projections, knowledge, metrics, chargeProjection, addressNote };
  const transport = new StdioTransport(io.stdin, io.stdout, STDIO_BUFFER_BYTES);
  const handle = serveStdio(() => createMcpServer(context), {
    transport,
    // What the transport could not read (a line that is not JSON-RPC, which it also answers; too long
    // a line) goes to standard error, where desktop clients keep their servers' logs.
    onerror: (error) => void write(io.stderr, `${PROGRAM} mcp: ${error.message}\n`),
  });
  let ended = false;
  io.stdin.once('end', () => {
    ended = true;
    void handle.close();
  });
  await transport.closed;
  // The end of standard input is the normal end; the transport closes by itself only on a fault,
  // and then stops reading what the client still sends.
  if (ended) return EXIT.done;
  io.stdin.destroy();
  return EXIT.problem;
}
