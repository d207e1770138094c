// The options the server passes to project(), for tests that call the wrapper directly.
import type { ProjectOptions } from '../../core/projection/project.js';
import { DISCLAIMER, RULES_VERIFIED_AT } from '../../core/statute/attribution.js';
import { STATUTE } from '../../core/statute/statute.js';

export const TEST_PROJECT_OPTIONS: ProjectOptions = {
  statute: STATUTE,
  budgetPathMonths: 4_000_000,
  sourceUrl: 'https://example.test/v1/project',
  disclaimer: DISCLAIMER,
  rulesVerifiedAt: RULES_VERIFIED_AT,
};
