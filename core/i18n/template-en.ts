// The English words of the page's template (web/index.html), which the server fills in
// (server/routes/site.ts); kept apart from en.ts, the words the page's script carries, so that the
// page's bundle does not carry them too (docs/architecture.md#languages). Plain text is escaped by
// the server; an `...Html` entry is markup, with its values escaped by the caller.
import { DISCLAIMER_LEAD } from '../statute/attribution.js';

/** The market history's links, written by the server for the footer's credit. */
export interface CreditLinks {
  author: string;
  edition: (text: string) => string;
  licence: string;
}

export const templateEn = {
  title: 'Trump account calculator: what a 530A account could be worth',
  description:
    'Project a US Trump account (IRC section 530A) for a child: the pilot seed, family, relatives, charities and employers, the yearly limits, with percentile bands. Runs in your browser.',
  skip: 'Skip to the answer',
  brand: '530A projection',
  siteNav: 'Site',
  whatIsHref: '/kb/what-is-a-trump-account',
  whatIs: 'What is a Trump account?',
  apiReference: 'API reference',
  otherLang: 'es',
  otherLanguage: 'Español',
  heading: 'What could a Trump account be worth?',
  ledeHtml:
    'A projection of a child\'s Trump account (section 530A of the Internal Revenue Code): the $1,000 pilot contribution, what family, relatives, charities and employers put in, the yearly limits, and how markets might move. Computed in your browser with the same engine as the <a href="/docs">API</a>; nothing you enter is sent anywhere.',
  answerTitle: 'The answer',
  loading: 'Loading the calculator…',
  useAmount: 'Use this amount',
  showAmountsIn: 'Show amounts in',
  todaysDollars: "today's dollars",
  futureDollars: 'future dollars (not adjusted for inflation)',
  saveName: 'Name for this plan',
  saveToCompare: 'Save to compare',
  jumpResults: 'Chart and yearly table',
  jumpInputs: 'Change the plan',
  savedPlans: 'Saved plans',
  yourPlan: 'Your plan',
  noscriptHtml:
    'The calculator needs JavaScript and WebAssembly. The same projections are available from the <a href="/docs">API</a>.',
  projection: 'Projection',
  logScale: 'Logarithmic scale (for long horizons)',
  goalResult: 'The plan that reaches the goal',
  solveJson: 'JSON: the answer as the API returns it',
  solveJsonHintHtml: 'The exact bytes <code>POST /v1/solve</code> answers for this plan and goal, computed here.',
  afterTaxTitle: 'After tax: Trump account, 529 plan or custodial account',
  leavesOut: 'What this leaves out',
  downloadCsv: 'Download the yearly table (CSV)',
  sources: 'Sources',
  shareLink: 'Share link (holds this plan, nothing else)',
  copyLink: 'Copy link',
  projectJson: 'JSON: the projection as the API returns it',
  projectJsonHintHtml: 'The exact bytes <code>POST /v1/project</code> answers for this plan, computed here.',
  copyJson: 'Copy JSON',
  disclaimerLead: 'Disclaimer.',
  /** The API's disclaimer, without its pointer to the API's rules (core/statute/attribution.ts). */
  disclaimerText: DISCLAIMER_LEAD,
  /** The footer's disclaimer: the API's words, ending with a link to the rules. */
  disclaimerHtml: (lead: string): string =>
    `${lead}; you can check <a href="/kb#rules">each rule and the law it comes from</a>.`,
  /** The footer's credit for the market history ("History" markets, data/README.md): `links`
   *  writes the data's links (the author, the edition with the words given, the licence). */
  historyCreditHtml: (links: CreditLinks): string =>
    `Market history (the calculator's "History" markets): ${links.author}'s monthly S&P 500 prices, dividends and consumer prices from January 1871, in ${links.edition("the Open Knowledge Foundation's CSV edition")}, licensed ${links.licence}.`,
  attributionHtml: (site: string, verified: string): string =>
    `Figures from ${site}; when you use them, please name the site and pass the disclaimer on. Rules verified ${verified}; see the <a href="/kb#rules">rules and their sources</a>, <a href="/kb/what-is-a-trump-account">what a Trump account is</a> and the <a href="/docs">API reference</a>.`,
};

/** The template's words of one language: the same keys and parameters as English. */
export type TemplateWords = typeof templateEn;
