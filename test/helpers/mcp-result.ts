// What a tool result holds, read the same way by every MCP test: one text item, and for the
// projection tools one resource_link to the whole projection after it; a summary checked against
// the full projection it summarises (docs/api.md#detail-levels).
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'vitest';
import { itemAt } from '../../core/common/checked.js';
import type { AfterTaxAccount, Projection } from '../../core/schemas/projection.js';

type Content = CallToolResult['content'];

/** The text of a result whose content is one text item, or one text item and a resource link. */
export function onlyText(result: { content: Content }): string {
  const [first, ...rest] = result.content;
  expect(first?.type).toBe('text');
  expect(rest.length).toBeLessThanOrEqual(1);
  for (const item of rest) expect(item.type).toBe('resource_link');
  return (itemAt(result.content, 0) as { text: string }).text;
}

/** The URI of a result's resource link, which a projection tool's answer carries. */
export function linkedUri(result: { content: Content }): string {
  const links = result.content.filter((item) => item.type === 'resource_link');
  expect(links).toHaveLength(1);
  return (itemAt(links, 0) as { uri: string }).uri;
}

/** Months of age of the milestones a summary keeps besides the target, written here apart from the
 *  server's list. */
const MILESTONES = [216, 360, 780];

/**
 * Checks that `summary` is `full` at the summary level, read independently of the server's code:
 * the percentiles and the expected path's milestones at 18, 30 and 65 (where the horizon reaches
 * them) and the target, after tax at the target only, every other field as it is.
 */
export function expectSummaryOf(summary: Projection, full: Projection): void {
  const { ages } = full.percentiles;
  const kept = ages.filter((age, column) => MILESTONES.includes(age) || column === ages.length - 1);
  expect(summary.percentiles.ages).toEqual(kept);
  for (const rows of ['nominalCents', 'realCents'] as const) {
    expect(summary.percentiles[rows]).toEqual(
      full.percentiles[rows].map((row) => kept.map((age) => row[ages.indexOf(age)])),
    );
  }
  expect(summary.deterministic.milestones).toEqual(
    full.deterministic.milestones.filter((milestone) => kept.includes(milestone.ageMonths)),
  );
  const { afterTax } = full;
  if (afterTax === undefined) expect(summary.afterTax).toBeUndefined();
  else {
    const last = afterTax.ages.length - 1;
    const atTarget = (account: AfterTaxAccount): AfterTaxAccount => ({
      deterministic: [itemAt(account.deterministic, last)],
      netCents: account.netCents.map((row) => [itemAt(row, last)]),
      netRealCents: account.netRealCents.map((row) => [itemAt(row, last)]),
    });
    expect(summary.afterTax).toEqual({
      ...afterTax,
      ages: [itemAt(afterTax.ages, last)],
      trumpAccount: atTarget(afterTax.trumpAccount),
      plan529: atTarget(afterTax.plan529),
      custodial: atTarget(afterTax.custodial),
    });
  }
  // Everything else as the full projection has it.
  const rest = (projection: Projection) => {
    const { percentiles, deterministic, afterTax: _afterTax, ...others } = projection;
    const { milestones, ...headline } = deterministic;
    return { ...others, headline };
  };
  expect(rest(summary)).toEqual(rest(full));
}
