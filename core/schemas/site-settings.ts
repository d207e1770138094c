// What the server writes into the calculator page (server/routes/site.ts) and the page reads
// (web/app/main.ts), as JSON in <script id="config">: so the page needs no server code
// to know them (and bundles none of the rules text).
export interface SiteSettings {
  siteUrl: string;
  budgetPathMonths: number;
  /** The server's SOLVE_BUDGET_PATH_MONTHS, so the page's solves give the API's bytes. */
  solveBudgetPathMonths: number;
  wasmUrl: string;
  /** The script of the Web Worker the page's engine runs in. */
  workerUrl: string;
  disclaimer: string;
  rulesVerifiedAt: string;
}
