// The scenario the MCP tests send through every client (HTTP, stdio, both protocol eras, the
// Inspector): one source, 300 paths, so each call is quick and its answer comparable to POST /v1/project.
export const MCP_SCENARIO = {
  asOf: '2026-11-21',
  birthDate: '2026-03-01',
  targetAgeMonths: 240,
  mcPaths: 300,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '25000', startAgeMonths: 9, endAgeMonths: 216 },
    },
  ],
};
