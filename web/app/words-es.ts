// The Spanish page's words: web/build-site.mjs builds app-es.js with this module in place of
// words.ts (docs/architecture.md#languages).
import type { Catalog } from '../../core/i18n/en.js';
import { es } from '../../core/i18n/es.js';

export const words: Catalog = es;
