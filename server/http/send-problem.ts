// Sends a problem (core/schemas/problems.ts) as a Fastify reply: its status, the problem media type,
// its JSON.
import type { FastifyReply } from 'fastify';
import { PROBLEM_CONTENT_TYPE, type Problem } from '../../core/schemas/problems.js';

/** Answers with a problem: its status, the problem media type, its JSON. */
export function sendProblem(reply: FastifyReply, body: Problem): FastifyReply {
  return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
}
