// Every visible English word of the calculator page, in one place (docs/architecture.md#languages):
// the page's template (filled in by the server), the answer the server writes into the page and the
// page's scripts write again, the form and its messages, the results. Words with values are
// functions of typed values; money, percentages and ages come in already written (core/answer/words.ts),
// so both languages write numbers the same way. es.ts holds the same keys in Spanish; the page
// bundles one of the two (web/app/words.ts, web/build-site.mjs), the server reads both.
import { itemAt } from '../common/checked.js';
import { longDate, longMonth, MONTH_NAMES } from '../common/dates.js';
import { US_STATES, type UsState } from '../common/us-states.js';
import { HISTORY_DATA } from '../statute/attribution.js';

/** "17 years 6 months", "1 year", "0 months". */
function ageText(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`);
  if (rest > 0 || years === 0) parts.push(`${rest} ${rest === 1 ? 'month' : 'months'}`);
  return parts.join(' ');
}

/** "a", "a and b", "a; b; and c" (a source's words may hold a comma). */
function listWords(items: readonly string[], separator: string): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(separator)}${separator}and ${itemAt(items, items.length - 1)}`;
}

/** "federal tax", "federal and New York income tax". */
function federalAnd(state: string | null, tax: string): string {
  return state === null ? `federal ${tax}` : `federal and ${state} ${tax}`;
}

/** "one saved plan", "3 saved plans". */
function savedCount(count: number): string {
  return count === 1 ? 'one saved plan' : `${count} saved plans`;
}

/** A pledge's terms that the page cannot check (core/statute/pledges.ts), for its sentence. */
export interface PledgeTerms {
  id: string;
  /** The ZIP code's median income limit, written; null when the pledge has none. */
  zipIncomeBelow: string | null;
  usCitizen: boolean;
  /** The pledge's other terms, in English as the rules state them. */
  otherTerms: readonly string[];
}

export const en = {
  /** The page's language, for `<html lang>`. */
  lang: 'en',
  /** The calculator's address in this language, and its knowledge pages'. */
  home: '/',
  /** The calculator in the other language (the language link). */
  otherHome: '/es/',
  kbHome: '/kb',

  dates: {
    months: MONTH_NAMES as readonly string[],
    /** "August 14, 2026" from "2026-08-14". */
    long: (iso: string): string => longDate(iso),
    /** "July 1964" from "1964-07". */
    month: (yearMonth: string): string => longMonth(yearMonth),
  },

  /** The answer's lines (core/answer/answer-words.ts, plan-words.ts). */
  answer: {
    ageText,
    basis: (real: boolean): string => (real ? "today's dollars" : 'future dollars'),
    markets: (historical: boolean): string => (historical ? 'starting months of market history' : 'simulated markets'),
    planSpan: (years: number, from: string): string =>
      years === 1 ? `in one year at ${from}` : `over ${years} years from ${from}`,
    /** `state`: the family's state's name when its tax is in the figures (docs/after-tax.md#state-tax), else null. */
    statusPlan: (span: string, median: string, basis: string, state: string | null): string =>
      `Taken out ${span}: median ${median} after ${federalAnd(state, 'tax')}, ${basis}.`,
    statusAt: (age: string, median: string, basis: string): string => `At ${age}: median ${median}, ${basis}.`,
    steadyReturn: (rate: string, real: boolean): string => `a steady ${rate} a year${real ? ' after inflation' : ''}`,
    middle: (markets: string): string => `The median is the middle of the ${markets}: half end below it, half above.`,
    /** Why the steady-return line differs from the median, by the sign of line minus median. */
    steadyWhy: (side: -1 | 0 | 1): string =>
      side > 0
        ? 'a few very good markets lift the average above the middle'
        : side < 0
          ? 'here the middle of the markets beats the steady return'
          : 'the same as the median',
    steadyLine: (middle: string, steady: string, reaches: string, why: string): string =>
      `${middle} The steady-return line, at ${steady} every month, reaches ${reaches}; ${why}.`,
    beforeOnly: (age: string, before: string): string =>
      `Before the withdrawal, at ${age}, the median balance is ${before}; the withdrawal leaves the account empty.`,
    beforeFirst: (age: string, before: string, last: string): string =>
      `Before the first withdrawal, at ${age}, the median balance is ${before}; the last, at ${last}, leaves the account empty.`,
    planSteady: (steady: string, taken: string, tax: string, left: string, state: string | null): string =>
      `On the steady-return line, at ${steady} every month, the plan takes out ` +
      `${taken} in all; ${federalAnd(state, 'tax')} takes ${tax} of it and ${left} is left.`,
    planLabel: (span: string, basis: string, state: string | null): string =>
      `Median after ${federalAnd(state, 'tax')}, taken out ${span}, in ${basis}`,
    planRange: (markets: string, low: string, high: string, state: string | null): string =>
      `In 8 out of 10 ${markets} the withdrawals leave between ${low} and ${high} after ${federalAnd(state, 'tax')}, all years together.`,
    label: (age: string, basis: string): string => `Median at ${age}, in ${basis}`,
    range: (markets: string, low: string, high: string): string =>
      `In 8 out of 10 ${markets} it ends between ${low} and ${high}.`,
    /** "$5,000 a year, rising with inflation after 2027": what a limit allows. */
    limit: (amount: string, year: number): string => `${amount} a year, rising with inflation after ${year}`,
    ageAt: (age: string | null): string => (age === null ? 'at birth' : `at ${age}`),
    ageFrom: (age: string | null): string => (age === null ? 'from birth' : `from ${age}`),
    once: (amount: string, who: string, at: string): string => `${amount} from ${who} ${at}`,
    perMonth: 'a month',
    perYear: (month: string): string => `a year (each ${month})`,
    rising: (rate: string): string => `, rising ${rate} a year`,
    recurring: (amount: string, per: string, who: string, from: string, to: string, rising: string): string =>
      `${amount} ${per} from ${who} ${from} to ${to}${rising}`,
    list: listWords,
    seed: (amount: string): string => `the ${amount} pilot contribution`,
    balance: (amount: string): string => `the ${amount} already in the account`,
    /** The plan's sentence is this, then its body, then a full stop. */
    planLead: 'The plan: ',
    planNone: (extras: string): string => `no deposits${extras === '' ? '' : `, only ${extras}`}`,
    plan: (deposits: string, extras: readonly string[]): string =>
      [deposits, ...extras.map((extra) => `plus ${extra}`)].join(', '),
    cutAnnual: (cut: string, limit: string): string =>
      `the yearly limit cuts ${cut} of the family, relative and employer deposits (together they may put in ${limit})`,
    cutEmployer: (cut: string, limit: string): string =>
      `the employer limit cuts ${cut} (an employer may put in ${limit})`,
    cutIra: (cut: string, limit: string): string =>
      `once the account is a traditional IRA, the IRA limit cuts ${cut} (${limit})`,
    droppedBefore: (amount: string, date: string): string =>
      `${amount} planned before ${date}, the first day the account takes deposits, is left out`,
    droppedAfter: (amount: string, age: number): string =>
      `${amount} of employer and charity deposits from the year the child turns ${age} is left out (a traditional IRA takes neither)`,
    cuts: (parts: readonly string[]): string => `Not all of this plan goes in: ${parts.join('; ')}.`,
  },
  /** "Plan for a goal": its fields (web/app/goal-fields.ts), its answer and chart (goal-view.ts) and
   *  the solve's sentences the page and solve_530a share (core/answer/solve-words.ts). */
  /** The three accounts compared after tax, by their keys in the answer. */
  accounts: { trumpAccount: 'Trump account', plan529: '529 plan', custodial: 'Custodial account' },

  goal: {
    legend: 'Plan for a goal',
    switch: 'Find what it takes to reach an amount by an age',
    amount: 'Amount wanted',
    age: 'At age',
    chance: 'Chance of reaching it',
    chanceHint: 'The share of markets that must reach it: 50% is a coin toss, 90% a cautious plan.',
    source: 'Find the amount of',
    noName: '(no name yet)',
    /** The amount's hint: in the page's dollars, or in the other kind until an answer converts it. */
    inBasis: (basis: string): string => `In ${basis}, as the results show them.`,
    inOther: (kind: string, basis: string): string =>
      `In ${kind}: it changes to ${basis}, as the results show them, once they are worked out.`,
    /** "$50,000 in today's dollars at 18 years". */
    amountAt: (amount: string, basis: string, age: string): string => `${amount} in ${basis} at ${age}`,
    /** The goal's name in the chart's legend. */
    line: (amount: string, age: string): string => `Goal: ${amount} at ${age}`,
    once: (age: string): string => `once, at ${age}`,
    recurring: (monthly: boolean, from: string, to: string): string =>
      `${monthly ? 'a month' : 'a year'}, from ${from} to ${to}`,
    now: (goal: string, chance: string, markets: string, reaching: string, paths: string, asked: string): string =>
      `This plan reaches ${goal} in ${chance} of ${markets} (${reaching} of ${paths}); you asked for ${asked}.`,
    noDeposits: (who: string, age: string): string =>
      `none of ${who}'s deposits that the account takes come before ${age}.`,
    capped: (plan: string, chance: string): string =>
      `the yearly limits cap what can be put in. The most they allow, ${plan}, reaches it in ${chance} of markets.`,
    largest: (share: string, goal: string): string => ` In ${share} of markets it reaches ${goal}.`,
    unreachable: (who: string, goal: string, share: string, why: string, largest: string): string =>
      `No amount from ${who} reaches ${goal} in ${share} of markets: ${why}${largest}`,
    without: (share: string, who: string): string =>
      `The plan reaches it in ${share} of markets without anything from ${who}.`,
    toReach: (share: string, amount: string, cadence: string, who: string): string =>
      `To reach it in ${share} of markets: ${amount} ${cadence} from ${who}.`,
    use: (amount: string, who: string): string => `Use ${amount} for ${who}`,
    baseline: 'The plan as it stands (median)',
    caption:
      'The plan with the amount found: the middle 80% and 50% of markets and the median; the thin line is the median of the plan as it stands, the flat line the goal.',
    /** Years in order, a run of three or more as one item: "2027 to 2029, 2031 and 2033". */
    years: (items: readonly (number | readonly [number, number])[]): string => {
      const written = items.map((item) => (typeof item === 'number' ? String(item) : `${item[0]} to ${item[1]}`));
      if (written.length <= 1) return written.join('');
      return `${written.slice(0, -1).join(', ')} and ${written.at(-1)}`;
    },
    cut: (amount: string, years: string): string =>
      `The statute's yearly limits cut ${amount} of the plan's deposits (as paid), in ${years}: the account takes no more than each year's limit, and the chance counts only what it takes.`,
    /** "$5,000 in 2026 and 2027", or with "then rising to $7,400 in 2043". */
    limits: (first: string, years: string, rising: readonly [string, number] | null): string =>
      `${first} in ${years}${rising === null ? '' : `, then rising to ${rising[0]} in ${rising[1]}`}`,
    largestPlan: (who: string, limits: string, total: string): string =>
      `all the room each year's limit leaves, put in with the year's first deposit from ${who} (a limit of ${limits}; up to ${total} in all)`,
  },
  /** "Take the money out" over several years: its fields (web/app/plan-fields.ts) and its answer
   *  (plan-view.ts), the totals table the conversion shares, the CSV's cells. */
  plan: {
    when: 'Take the money out',
    once: 'All at once, at the age the projection ends',
    several: 'Over several years',
    whenHint:
      'Over several years, what is still in each account keeps growing between withdrawals, and each year is taxed on its own.',
    projectFurther: (hint: string, needed: string, first: string, ends: string): string =>
      `${hint} To take it out over several years, project to at least ${needed} ` +
      `(Project to age, above): the first withdrawal can be at ${first}, and the projection now ends at ${ends}.`,
    years: 'Over how many years',
    yearsHint: 'One withdrawal a year, such as 4 for college.',
    from: 'From age (years)',
    fromHint: 'A birthday, 18 or later: the first withdrawal.',
    method: 'Each year, take out',
    equal: 'An equal share of what is left',
    expenses: "That year's college costs (the amount above)",
    caveats: [
      "Each year's withdrawal is taxed on its own, with that year's tax figures, the child's age at the end of that year and the same other income every year.",
      'What is still in an account grows as the account does between withdrawals, counted once a year.',
      'The year-by-year detail is the steady-return line; the totals come from every market.',
    ],
    /** "Taken over 4 years from 18 years", "Taken in one year at 21 years". */
    title: (years: number, from: string): string =>
      years === 1 ? `Taken in one year at ${from}` : `Taken over ${years} years from ${from}`,
    /** A title or phrase with the money's use: "... for college". */
    forUse: (taken: string, use: string): string => `${taken} for ${use}`,
    answer: (
      title: string,
      trump: string,
      plan529: string,
      custodial: string,
      basis: string,
      state: string | null,
    ): string =>
      `${title}: about ${trump} left from the Trump account, ${plan529} from a 529 plan, ${custodial} from a custodial account ` +
      `(medians of the totals after ${federalAnd(state, 'tax')}, in ${basis}).`,
    ahead: (vs529: string, markets: string, vsCustodial: string): string =>
      `Over the whole plan the Trump account leaves at least as much as a 529 plan in ${vs529} ` +
      `of ${markets}, and at least as much as a custodial account in ${vsCustodial}.`,
    /** The totals table: its caption in the page's dollars, its columns, a range. */
    totalsCaption: (caption: string, basis: string): string => `${caption}, in ${basis}`,
    account: 'Account',
    median: (basis: string): string => `Median (${basis})`,
    range: (basis: string): string => `Range, 8 out of 10 markets (${basis})`,
    between: (low: string, high: string): string => `${low} to ${high}`,
    totals: (state: string | null): string => `Left after ${federalAnd(state, 'tax')} over the whole plan`,
    columns: [
      'Age',
      'Taken out',
      'Of it, money put in (tax-free)',
      'Income tax',
      'Extra 10% tax',
      'Left after tax',
      'Still in the account',
    ],
    /** The detail's column of the state's tax, with afterTax.state: "New York tax". */
    stateTaxColumn: (state: string): string => `${state} tax`,
    yearByYear: (basis: string): string => `Year by year, in ${basis}`,
    detailHint: (steady: string): string =>
      `On the steady-return line (${steady}), the same plan in each account: what it takes out each ` +
      'year, the part of it that is money put in and comes out tax-free, the taxes, what is left after them, and ' +
      'what is still in the account afterwards.',
    download: 'Download the year-by-year withdrawals (CSV)',
    /** The CSV's account column: core/projection/plan-table.ts writes the account's key, which
     *  the English page keeps. */
    csvAccount: (key: string): string => key,
  },
  /** "Convert the Trump account to a Roth IRA": its fields (web/app/conversion-fields.ts), its answer
   *  (conversion-view.ts) and the CSV's cells. */
  conversion: {
    when: 'Convert the Trump account to a Roth IRA',
    /** The choices: none, or a share each year. */
    choices: ['No', 'Yes, a share each year'],
    whenHint:
      'From 18 the Trump account is a traditional IRA. Converting it to a Roth IRA means paying income tax on it ' +
      'in low-income years, so that what comes out later can be tax-free.',
    from: 'Convert from age (years)',
    fromHint: 'A birthday, 18 or later, after the last deposit: the first conversion.',
    years: 'Convert over how many years',
    yearsHint: 'One conversion a year, an equal share of what is left, all before the money is taken out.',
    paid: "Pay each conversion's income tax",
    paidOutside: 'With other money: all of it is converted',
    paidAccount: 'From the account: the part kept back for the tax is taxed too, with an extra 10% before 59 1/2',
    paidHint: 'Tax paid with other money is counted in the year it is paid.',
    caveats: {
      unverified:
        'Converting a Trump account to a Roth IRA is read from an IRS notice, not a regulation: whether and how it may be done is not settled, so treat the conversion as a what-if.',
      income:
        "Each conversion is income of its year, taxed with that year's figures and the child's age at the end of that year, the kiddie tax included.",
      roth: "From the Roth IRA, withdrawals are tax-free from 59 1/2 once five years have passed since the first conversion's year; before that, converted money comes out first, untaxed, then earnings, which are taxed.",
      extra:
        'Before 59 1/2 an extra 10% falls on earnings taken out and on converted money taken out within five years of its conversion, except for college costs and a first home (up to $10,000).',
      keptBack:
        'Tax kept back from the account is taken out, not converted: it is taxed as the rest is, with the extra 10% before 59 1/2.',
      paidOutside:
        "Tax paid with other money is subtracted from the Roth IRA's total at its worth in the year it is paid, not as money that could have grown.",
      firstHome:
        "Not modelled: a first home's tax-free Roth withdrawal of up to $10,000 before 59 1/2, so the Roth IRA's figures are a little low for a first home.",
    },
    /** "Converted to a Roth IRA over 4 years from 18 years", "... in one year at 18 years". */
    title: (years: number, from: string): string =>
      years === 1
        ? `Converted to a Roth IRA in one year at ${from}`
        : `Converted to a Roth IRA over ${years} years from ${from}`,
    taxOutside: 'the tax paid with other money',
    taxKeptBack: 'the tax kept back from the account',
    /** Without a plan, the money comes out whole at the target. */
    whole: (age: string): string => `taken out whole at ${age}`,
    roth: 'Roth IRA (the Trump account converted)',
    unconverted: 'Trump account, not converted',
    answer: (
      title: string,
      paid: string,
      taken: string,
      roth: string,
      outside: boolean,
      unconverted: string,
      plan529: string,
      custodial: string,
      basis: string,
      state: string | null,
    ): string =>
      `${title}, ${paid}, then ${taken}: about ${roth} left from ` +
      `the Roth IRA${outside ? ' after tax, less the tax paid with other money' : ' after tax'}, beside ${unconverted} from the Trump account not converted, ${plan529} from a 529 plan ` +
      `and ${custodial} from a custodial account (medians of the totals after ${federalAnd(state, 'tax')}, in ${basis}).`,
    ahead: (share: string, markets: string): string =>
      `Converting leaves at least as much as not converting in ${share} ` +
      `of ${markets}, each market's totals compared in today's dollars, so that tax paid early and ` +
      'money taken out later count at their worth.',
    totals: (state: string | null): string => `Left after ${federalAnd(state, 'tax')}, converted or not`,
    conversions: 'Each conversion',
    conversionColumns: [
      'Age',
      'Converted',
      'Of it, money put in (tax-free)',
      'Income tax',
      'Extra 10% tax',
      'Kept back for the tax',
      'Tax paid with other money',
      'In the Roth IRA after',
      'Still in the Trump account',
    ],
    withdrawals: 'Taken out of the Roth IRA',
    withdrawalColumns: [
      'Age',
      'Taken out',
      'All tax-free (qualified)',
      'Of it, converted money',
      'Of it, earnings',
      'Income tax',
      'Extra 10% tax',
      'Left after tax',
      'Still in the Roth IRA',
    ],
    qualified: (yes: boolean): string => (yes ? 'Yes' : 'No'),
    yearByYear: (basis: string): string => `The conversion year by year, in ${basis}`,
    detailHint: (steady: string): string =>
      `On the steady-return line (${steady}): what each conversion moves out of the Trump account, ` +
      'the part that is money put in and is not taxed, its taxes and how they are paid, and what each account ' +
      'holds afterwards; then what comes out of the Roth IRA, whether it is all tax-free, and its taxes.',
    download: 'Download the year-by-year conversion (CSV)',
    /** The CSV's step and qualified columns: core/projection/conversion-table.ts writes them,
     *  "conversion" or "withdrawal" and "yes" or "no", which the English page keeps. */
    csvStep: (step: string): string => step,
    csvQualified: (yes: boolean): string => (yes ? 'yes' : 'no'),
  },
  /** How money taken out or converted at 19 to 23 is taxed (web/app/student-view.ts). */
  student: {
    /** "at 19 years", "at 19 to 21 years". */
    ages: (first: number, last: number): string =>
      first === last ? `at ${first} years` : `at ${first} to ${last} years`,
    conversions: (count: number, ages: string): string =>
      `${count === 1 ? 'the conversion' : 'the conversions'} ${ages}`,
    withdrawals: (count: number, ages: string): string =>
      `${count === 1 ? 'the withdrawal' : 'the withdrawals'} ${ages}`,
    both: (parts: readonly string[]): string => parts.join(' and '),
    kiddieOn: (what: string): string =>
      `${what}: taxed with the kiddie tax, part of it at your top rate, as the link sets it.`,
    kiddieOff: (what: string): string =>
      `${what}: taxed without the kiddie tax, on the young adult's own return, as the link sets it.`,
    student: (what: string): string =>
      `${what}: taxed as for a full-time student you support, part of it at your top rate (the kiddie tax).`,
    notStudent: (what: string): string =>
      `${what}: taxed on the young adult's own return, as for someone who is not a full-time student you support; ` +
      'a student would pay part of it at your top rate (the kiddie tax).',
    change: 'Change it in the form',
  },
  form: {
    birthDate: "Child's birth date",
    birthDateHint: 'For an expected child, the due date (at most 12 months ahead).',
    state: "Child's state (optional)",
    stateNone: 'Not given',
    stateHint:
      'Some gifts are only for children in named states. The state under “After tax” follows this one until you choose one there.',
    asOf: 'Start the projection on',
    asOfHint: 'Today, unless you change it; amounts in "today\'s dollars" are in dollars of this date.',
    targetAge: 'Project to age',
    includeSeed: 'Include the $1,000 pilot contribution (children born 2025 to 2028)',
    annualReturn: 'Annual return',
    annualReturnHint: 'Average yearly return of the fund.',
    returnIs: 'The return is',
    returnReal: 'real (after inflation)',
    returnNominal: 'nominal (before inflation)',
    inflation: 'Inflation',
    inflationHint: 'Also indexes the contribution limits.',
    fee: 'Fund fee',
    feeHint: 'Eligible funds charge at most 0.1% a year.',
    volatility: 'Volatility',
    volatilityHint: 'Yearly ups and downs; 15% is typical of a stock index.',
    seed: 'Random seed',
    seedHint: 'The same seed gives the same bands.',
    paths: 'Simulated paths',
    pathsHint: '100 to 5,000; long horizons may simulate fewer (the results say so).',
    sampler: 'How the paths are drawn',
    samplerPseudo: 'Random draws',
    samplerSobol: 'Sobol sequence (quasi-random)',
    samplerHint:
      'The same model either way. A Sobol sequence spreads the paths evenly, so the same number of paths often gives closer bands; best at 512, 1,024 or 2,048.',
    markets: 'Markets',
    marketsHint:
      'Simulated: random returns around the return below. History: this plan started in every month of the S&P 500 since 1871, with the returns that followed; not a forecast.',
    simulated: 'Simulated markets',
    history: 'History (S&P 500, 1871-2023)',
    addSource: 'Add a source',
    contributions: 'Contributions',
    alreadyIn: 'Already in the account',
    alreadyInHint:
      'Its value on the start date; 0 for a new account. If it holds the pilot contribution, untick that above.',
    basis: 'Of which family and relatives put in',
    basisHint: 'After-tax money: it comes out tax-free. Not the pilot, charity or employer money, nor growth.',
    thisYear: 'Family, relatives and employers put in this year',
    thisYearHint: "It counts toward this year's limit.",
    advanced: 'Advanced: start date, volatility, random seed, paths',
    /** The closed group's summary while a Sobol sequence is chosen, so the choice shows without opening it. */
    advancedSobol: 'Advanced: start date, volatility, random seed, paths (drawn from a Sobol sequence)',
    child: 'The child',
    moneyIn: 'Money already in the account',
    assumptions: 'Assumptions',
    thePlan: 'The plan',
    defaultSource: 'parents',
    newSource: (n: number): string => `source ${n}`,
    sourceN: (n: number): string => `Source ${n}`,
    atMostSources: (max: number): string => `At most ${max} sources`,
    sourcesHint: (max: number): string =>
      `Up to ${max} sources, applied in this order. Family, relatives and employers share a yearly ` +
      'limit (employers have a lower one of their own) and amounts over it are cut; charities are exempt.',
    /** The two parts of every age field (web/app/fields.ts). */
    ageYears: 'years',
    ageMonths: 'months',
  },
  source: {
    family: 'Family',
    relative: 'Relatives, friends',
    charity: 'Charity (exempt)',
    employer: 'Employer',
    monthly: 'Every month',
    annual: 'Once a year',
    once: 'One time',
    name: 'Name',
    nameHint: 'Any label, different for each source.',
    who: 'Who pays',
    often: 'How often',
    amount: 'Amount per deposit',
    month: 'In the month of',
    from: 'From age',
    until: 'Until age',
    untilHint: 'The deposits stop before this age.',
    at: 'At age',
    stepUp: 'Yearly increase',
    stepUpHint: 'The amount grows by this much each year of the schedule.',
    remove: 'Remove',
    removeName: (name: string): string => `Remove ${name}`,
  },
  parse: {
    dollars: 'enter an amount in dollars, such as 100 or 25.50',
    cents: 'enter at most two decimal places (whole cents)',
    percent: 'enter a percentage, such as 7 or 2.5',
    wholeSigned: 'enter a whole number',
    whole: 'enter a whole number, 0 or more',
    date: 'enter a date',
    age: 'enter an age in years and months',
    ageWhole: 'enter whole years and months',
    months: 'months must be 0 to 11',
    tooMuch: 'must be at most $9,999,999,999.99',
    inDollars: 'in dollars',
    inPercent: 'in percent',
  },
  main: {
    lastComplete: ' The figures shown are for the last complete plan.',
    unreadable: 'The share link could not be read, so the form shows a new plan instead. ',
    copied: 'Copied.',
    tooLarge: 'An amount in this plan is too large to state to the cent: lower the amounts, the return or the age.',
    selected: 'Selected: press Ctrl+C (or Cmd+C) to copy.',
    attention: (count: number): string =>
      `${count === 1 ? 'One field needs' : `${count} fields need`} attention: see the messages beside them.`,
    theLink: (why: string): string => `The link: ${why}.`,
    engineStopped: (message: string): string =>
      `The calculator's engine stopped (${message}). Reload the page; the API at /docs gives the same projections.`,
    engineFailed: (message: string): string =>
      `The calculator could not start its engine: ${message}. The API at /docs gives the same projections.`,
  },
  chart: {
    valuesAt: (age: string, basis: string, parts: readonly string[]): string =>
      `At ${age}, in ${basis}: ${parts.join('; ')}.`,
    how: 'Point at or touch the chart, or focus it and press the left and right arrow keys, to read the values at each age; Escape hides them.',
    valuesLabel: 'Chart: values at each age',
    ageAxis: 'Age (years)',
    totalPaidIn: 'the total paid in',
    steadyReturnLine: 'the steady-return line',
    summary: (
      basis: string,
      log: boolean,
      from: string,
      to: string,
      extras: readonly string[],
      plan: string | null,
    ): string =>
      `Projected balance in ${basis}${log ? ' (logarithmic scale)' : ''} from ${from} to ${to} of age: 10th to 90th and 25th to 75th percentile bands, the median` +
      `${extras.map((extra) => `, ${extra}`).join('')}${plan === null ? '' : `; from ${plan}, what is left after each withdrawal`}.`,
    outerBand: '10th to 90th percentile',
    innerBand: '25th to 75th percentile',
    median: 'Median',
    paidToDate: 'Paid in to date',
    steadyLegend: 'Steady-return line (no ups and downs)',
    p90: '90th percentile',
    p75: '75th percentile',
    medianValue: 'median',
    p25: '25th percentile',
    p10: '10th percentile',
    paidInValue: 'paid in',
    steadyValue: 'steady-return line',
    fewerPaths: (simulated: string, asked: string): string =>
      ` For a horizon this long the calculator simulates ${simulated} of the ${asked} paths asked for, its limit of work per projection.`,
    planCaption: (first: string, last: string | null): string =>
      ` From ${first}, what is left after each year's withdrawal${last !== null ? `, until the last, at ${last}, takes the rest.` : ': nothing.'}`,
    historyMarkets: (windows: string): string => `the ${windows} of market history`,
    simulatedMarkets: (count: string, sobol: boolean): string =>
      `${count} simulated markets${sobol ? ' drawn from a Sobol sequence' : ''}`,
    caption: (markets: string): string =>
      `Shaded and outlined: the middle 80% (10th to 90th percentile) and the middle 50% of ${markets}. Solid line: the median.`,
    steadyLine: ' Dashed line: the steady-return line, the same return every month, with no ups and downs.',
    windows: (count: string, first: string, last: string): string => `${count} starting months, ${first} to ${last}`,
  },
  /** The form's problems (web/app/messages.ts), by the API's codes, in the form's units. */
  problems: {
    bound: (comparison: string, value: string): string =>
      `must be ${({ '<=': 'at most', '>=': 'at least', '<': 'less than', '>': 'more than' } as Record<string, string>)[comparison] ?? 'within'} ${value}`,
    requiredDate: 'enter a date',
    required: 'enter a value',
    wrongType: (expected: string): string =>
      (
        ({
          integer: 'enter a whole number',
          number: 'enter a number',
          boolean: 'choose yes or no',
          string: 'enter some text',
        }) as Record<string, string>
      )[expected] ?? 'enter a value of the right kind',
    notOneOf: 'choose one of the options',
    notADate: 'enter a real date',
    notCents: 'must be whole cents, at most $9,999,999,999.99',
    tooShort: 'enter a name',
    tooLong: (limit: number): string => `use at most ${limit} characters`,
    tooMany: (limit: number): string => `at most ${limit} sources`,
    duplicateId: 'another source already has this name; names must differ',
    endNotAfterStart: (start: string): string => `must be after the start age (${start})`,
    targetNotAfterStart: (start: string): string =>
      `must be after the child's age when the projection starts (${start})`,
    birthTooFarAhead: (months: number): string =>
      `an expected child must be due within ${months} months of the projection's start`,
    unknownField: 'holds a setting this calculator does not know',
    basisAboveBalance: (balance: string): string => `cannot be more than the balance (${balance})`,
    childNotBorn: 'must be 0: a child not yet born has no account',
    aboveYearLimit: (year: string, limit: string): string => `is more than the ${year} limit, ${limit}`,
    goalAgeOutsideHorizon: (start: string, target: string): string =>
      `must be after the child's age when the projection starts (${start}) and at most the age it ends (${target})`,
    unknownSource: 'choose one of the sources',
    onlyForEducation: 'only applies when the money is for college',
    onlyForSimulated: 'only for simulated markets',
    onlyForEmployer: 'only applies to money from an employer',
    stateNotModelled: "this state's income tax is not in the calculator yet: leave the state out for federal tax only",
    stateRequired: "needs the family's state",
    notABirthday: 'must be a birthday, in whole years',
    planBeforePayout: (payout: string, start: string): string =>
      `must be at least ${payout}, when a Trump account starts to pay out, and after the child's age when the projection starts (${start})`,
    planBeyondHorizon: (last: string, target: string): string =>
      `the last withdrawal, at ${last}, comes after the age the projection ends (${target}): project to at least ${last}, or take the money out over fewer years`,
    depositsDuringPlan: (id: string | null): string =>
      `${id ?? 'a source'} still deposits at or after this age: start after the last deposit`,
    expensesRequired: 'needs the college costs it pays (above)',
    conversionBeforeIra: (ira: string, start: string): string =>
      `must be at least ${ira}, when the Trump account becomes a traditional IRA that may be converted, and after the child's age when the projection starts (${start})`,
    conversionBeyondHorizon: (last: string, target: string): string =>
      `the last conversion, at ${last}, comes after the age the projection ends (${target}): convert over fewer years, or project to a later age`,
    conversionAfterWithdrawals: (last: string, first: string): string =>
      `the last conversion, at ${last}, must come before the money is taken out, at ${first}: convert over fewer years or earlier, or take the money out later`,
    depositsDuringConversion: (id: string | null): string =>
      `${id ?? 'a source'} still deposits at or after this age: convert after the last deposit`,
    unusable: 'this value cannot be used',
    unreadableLink: 'it is damaged or incomplete, or was made by a newer version of this calculator',
  },
  /** The projection's notes (web/app/messages.ts), from the engine's figures. */
  notes: {
    aSource: 'A source',
    feeAboveCeiling: (fee: string, ceiling: string): string =>
      `The fund fee, ${fee} a year, is above ${ceiling}, the most an eligible fund may charge until the year the child turns 18; the projection uses your fee all the same.`,
    seedNotEligible: (seed: string, from: string, to: string): string =>
      `The ${seed} pilot contribution is only for children born from ${from} to ${to}; it is left out.`,
    seedBeyondHorizon: (seed: string, first: string): string =>
      `The ${seed} pilot contribution cannot be paid before ${first}, after the projection ends; it is left out.`,
    depositsInPast: (name: string, count: number, start: string): string =>
      `${name}: ${count} ${count === 1 ? 'deposit' : 'deposits'} would fall before the projection starts, when the child is ${start} old; ${count === 1 ? 'it is' : 'they are'} left out.`,
    depositsBeyondHorizon: (name: string, count: number, target: string): string =>
      `${name}: ${count} ${count === 1 ? 'deposit' : 'deposits'} would fall at or after age ${target}, when the projection ends; ${count === 1 ? 'it is' : 'they are'} left out.`,
    beforeFirstDate: (amount: string, first: string): string =>
      `${amount} planned before ${first}, the first day the account takes deposits, is left out.`,
    annualLimit: (cut: string, limit: string): string =>
      `${cut} of family, relative and employer deposits is over the yearly limit (${limit}) and is cut.`,
    employerLimit: (cut: string, limit: string): string =>
      `${cut} of employer deposits is over the employer limit (${limit}) and is cut.`,
    afterGrowthPeriod: (amount: string, age: number): string =>
      `${amount} of employer and charity deposits from January 1 of the year the child turns ${age} is left out: the account is then a traditional IRA, which takes neither.`,
    iraLimit: (cut: string, limit: string): string =>
      `${cut} of family and relative deposits after the account becomes a traditional IRA is over the IRA limit (${limit}) and is cut.`,
    seedMayBeInBalance: (seed: string): string =>
      `The ${seed} pilot contribution is counted as arriving after the projection starts, on top of the money already in the account; if that money already holds it, untick the pilot contribution so it is not counted twice.`,
    custodialDividendTax:
      'In a custodial account the dividends would be taxed every year while the child is young, a cost the after-tax comparison leaves out; it would leave the custodial account a little less than shown.',
    targetLooksLikeYears: (target: string, months: number): string =>
      `The projection ends when the child is ${target} old. If you meant ${months} years, set the age to project to in years.`,
    salaryReduction: (name: string, limit: string): string =>
      `${name}: paid from your own pay before income tax, it still owes Social Security and Medicare, and the employer's ${limit} a year is per employee, shared by all your children. In a 529 plan or a custodial account the same pay would arrive after income tax.`,
    stateTaxedYearly: (state: string | null): string =>
      `${state ?? 'Your state'} taxes a Trump account's earnings every year as they grow: its tax shown includes that yearly tax, paid from other money (an estimate in the ranges).`,
    rothUnverified:
      'Converting a Trump account to a Roth IRA is read from an IRS notice, not a regulation: whether and how it may be done is not settled, so treat the conversion figures as a what-if.',
    oneMore: 'One more note applies to this plan; the JSON at the end of the results has it in full.',
  },
  /** The yearly table, the totals and the notes (web/app/table.ts). */
  table: {
    scrollCue: 'More columns to the right: swipe the table sideways, or Tab to it and use the arrow keys.',
    p10: '10th percentile',
    p25: '25th percentile',
    p50: 'Median (50th)',
    p75: '75th percentile',
    p90: '90th percentile',
    title: 'Balance at each birthday',
    note: (basis: string, steady: boolean, historical: boolean, sobol: boolean): string =>
      `In ${basis}. Paid in: every deposit and the pilot contribution to that age. ` +
      `${steady ? 'Steady return: the steady-return line. ' : ''}Percentiles: of ${historical ? 'the starting months of market history' : `the simulated markets${sobol ? ' drawn from a Sobol sequence' : ''}`}.`,
    age: 'Age',
    paidIn: 'Paid in',
    steady: 'Steady return',
    planNote: (first: string, last: string): string =>
      `From ${first}: what the plan leaves in the account after each year's withdrawal; at ${last} the last one takes the rest.`,
    afterLast: ', after the last withdrawal',
    afterYear: ", after that year's withdrawal",
    steadyBefore: (age: string): string => `Steady-return line at ${age}, before the withdrawals`,
    steadyAt: (age: string): string => `Steady-return line at ${age}`,
    years: (count: number): string => ` in ${count} calendar year${count === 1 ? '' : 's'}`,
    capped: 'Cut or left out by the rules',
    contributed: 'Contributed',
    /** In today's dollars the same deposits have two worths, each said where it is shown: Contributed
     *  counts each at its worth when paid (docs/model.md#paid-in-and-cut-in-todays-dollars). */
    contributedToday: ' by family and others, each deposit at its worth when paid',
    contributedPaid: ' by family and others, as paid',
    seed: 'Pilot contribution',
    /** The money in the account when the projection starts (currentBalanceCents), when there is some. */
    balance: 'Already in the account',
    growth: 'Growth on the steady-return line',
    medianBefore: (median: string, age: string): string => `the median ${median} at ${age}, before the withdrawals`,
    median: (median: string): string => `the median ${median}`,
    putInToday: (age: string): string =>
      `money family and relatives put in, at its worth at ${age}: it comes out tax-free, but as the dollars paid, which buy less by then`,
    putIn: 'money family and relatives put in, which comes out tax-free',
    allBasis: (of: string, putIn: string): string => `All of ${of} is ${putIn}.`,
    someBasis: (of: string, basis: string, putIn: string, taxed: string, today: boolean): string =>
      `Of ${of}, ${basis} is ${putIn}${today ? '. The' : '; the'} other ${taxed} would be taxed as income when taken out (and before 59½ may owe an extra 10% unless spent on, for example, college or a first home).`,
    notes: 'Notes: what was cut or left out, and why',
    notesToday:
      "Amounts cut or left out are in today's dollars: each is what it would have been paid, in dollars of its month made today's.",
    notesPaid: 'Amounts cut or left out are as they would have been paid.',
  },
  /** "Free money this child may get" (web/app/gifts-box.ts). */
  gifts: {
    title: 'Free money this child may get',
    none: 'No gift we know of applies to this child.',
    stateNote: "Some sponsors give only in named states: choose the child's state above to see theirs.",
    asReported: "Pledges' terms are as reported; the sponsors may change them. ",
    rules: 'The rules and their sources',
    pilot: (amount: string): string =>
      `${amount} from the Treasury, the pilot contribution, if the child is a U.S. citizen with a Social Security number and you elect it on IRS Form 4547 or at trumpaccounts.gov.`,
    includePilot: 'Include the pilot contribution',
    pilotAdded: (amount: string): string => `The ${amount} pilot contribution is now in the plan.`,
    /** A sponsor's name as the pledge's data has it (core/statute/pledges.ts), in this language. */
    sponsor: (_id: string, sponsor: string): string => sponsor,
    /** A pledge's name as a source of the plan: "Dell pledge" (one per pledge, so it is recognised). */
    sourceName: (sponsor: string): string => `${sponsor} pledge`,
    /** What the page cannot check of a pledge, as GET /v1/eligibility words it (core/eligibility/). */
    conditions: (pledge: PledgeTerms): string[] => [
      ...(pledge.zipIncomeBelow === null
        ? []
        : [`the child lives in a ZIP code whose median income is below ${pledge.zipIncomeBelow}`]),
      ...(pledge.usCitizen ? ['the child is a U.S. citizen'] : []),
      ...pledge.otherTerms,
    ],
    pledge: (amount: string, sponsor: string, conditions: readonly string[]): string =>
      `${amount} from ${sponsor}${conditions.length > 0 ? `, if ${conditions.join(' and ')}` : ''}.`,
    add: (name: string): string => `Add the ${name}`,
    added: (name: string, amount: string, age: string): string =>
      `The ${name} is now in the plan: ${amount} from a charity at age ${age}.`,
    full: 'The plan holds as many sources as it can: remove one to add this gift.',
    inPlan: 'Added to the plan.',
  },
  /** The tax fields of the form (state-field.ts, filing-status-field.ts, salary-reduction-field.ts). */
  taxFields: {
    state: 'Which state do you live in?',
    noState: 'No state tax shown',
    notYet: (name: string): string => `${name} (not yet)`,
    stateHint:
      "Its income tax joins the federal in every account's figures, and where it gives one, its deduction for 529 plan deposits. The same state while saving and when the money comes out. The child's state above takes your choice here when it is not given.",
    single: 'Single',
    joint: 'Married, filing jointly',
    filing: 'Tax return for later withdrawals',
    filingHint:
      "For money taken out after the kiddie-tax years (from 19, or 24 for a student). Filing jointly counts a spouse of the same age, and the other income above is then the couple's.",
    salary: 'Paid from my own pay before tax',
    salaryHint: (limit: string): string =>
      `Through your employer's cafeteria plan: no income tax on it now, but Social Security and Medicare still apply, and the ${limit} a year is per employee, shared by all your children.`,
  },
  /** The printed report (web/app/print-report.ts, printed-rows.ts). */
  report: {
    costs: (inflation: string, fee: string): string =>
      `inflation of ${inflation} a year and a fund fee of ${fee} a year`,
    historyMarkets: (from: string, to: string, windows: string, costs: string): string =>
      `Markets: the S&P 500's history, every complete window from ${from} to ${to} (${windows} starting months), with ${costs}.`,
    simulatedMarkets: (
      paths: string,
      rate: string,
      real: boolean,
      volatility: string,
      costs: string,
      seed: number,
      sobol: boolean,
    ): string =>
      `Markets: ${paths} simulated paths${sobol ? ' drawn from a Sobol sequence (quasi-random)' : ''}, an expected return of ${rate} a year${real ? ' after inflation' : ''} with a volatility of ${volatility}, ${costs} (random seed ${seed}).`,
    dates: (printed: string, site: string, asOf: string, rules: string, history: readonly string[] | null): string =>
      `Printed on ${printed} from ${site}. Figures as of ${asOf} ("today's dollars" are dollars of that day). Rules as checked on ${rules}` +
      (history === null ? '.' : `; market history from ${history[0]} to ${history[1]}.`),
    law: (site: string, tax: boolean): string =>
      `The law: section 530A of the Internal Revenue Code, created by Public Law 119-21${tax ? ', and the federal tax figures of 2026 (Rev. Proc. 2025-32)' : ''}; every fact with its primary source, and what is not yet settled: ${site}/v1/rules.`,
    history: (author: string, editionUrl: string, licence: string): string =>
      `Market history: ${author}'s monthly S&P 500 prices, dividends and consumer prices from January 1871, in the Open Knowledge Foundation's CSV edition (${editionUrl}), licensed ${licence}.`,
    how: (site: string): string =>
      `How the figures are computed: ${site}/docs, the same engine as POST ${site}/v1/project.`,
    thisPlan: 'This plan: ',
    linkLength: (count: string): string => ` (${count} characters: the page's share link, and a link in a PDF).`,
    every: (step: number): string =>
      `every ${({ 2: '2nd', 5: '5th', 10: '10th', 20: '20th' } as Record<number, string>)[step] ?? ''} birthday`,
    rowsTitle: (every: string, target: string | null): string =>
      `Balance at ${every}${target === null ? '' : ` and at ${target}`}`,
    rowsNote: (every: string, printed: number, rows: number): string =>
      `Printed: ${every} and the target, ${printed} of ${rows} rows; every birthday is on the page and in its CSV download.`,
  },
  /** The eligible funds' past returns offered under the return (web/app/returns-offer.ts). */
  returns: {
    loading: 'Loading the funds’ returns…',
    summary: 'Use an eligible fund’s past return',
    unavailable: 'The funds’ returns aren’t available right now (no market data); try again later.',
    label: (ticker: string, period: string, rate: string): string => `${ticker}, ${period}: ${rate} a year`,
    about: (asOf: string, maximum: string): string =>
      `Annual returns to ${asOf}, dividends reinvested, after each fund’s own fee and before inflation: a choice sets the return as nominal. The past is not a forecast: the next 18 years may be far better or worse. Returns above ${maximum} are beyond this calculator.`,
  },
  /** The states' names in the page's selects and sentences (form.ts, state-field.ts, after tax).
   *  English names have one home, core/common/us-states.ts; another language's are its own. */
  states: {
    name: (code: UsState): string => US_STATES[code],
    /** Whether the selects list the states by these names rather than in their own order (the
     *  English page keeps its order; in Spanish "Nueva York" belongs under N). */
    byName: false as boolean,
  },
  /** "After tax": its fields (after-tax-fields.ts) and its comparison (after-tax-view.ts); the
   *  taxes and the state's 529 saving also in the tool server's words (core/answer/state-words.ts). */
  afterTax: {
    /** What the money is for, in plain words (the API's `use`). */
    uses: {
      any: 'anything (no particular use)',
      education: 'college',
      firstHome: 'a first home',
      retirement: 'retirement',
    },
    use: 'What the money is for',
    parentRate: 'Your top tax rate',
    parentRateHint:
      'Your income tax bracket, such as 22%: through age 18 (23 for a student), part of what the child takes out is taxed at it.',
    parentGainsRate: 'Your capital-gains rate',
    parentGainsRateHint: 'On investments held over a year: 0%, 15% or 20%; most families pay 15%.',
    otherIncome: "The child's other income that year",
    otherIncomeHint: 'Dollars a year, such as wages, in the year the money is taken out; 0 if none.',
    expenses: 'College costs it pays (optional)',
    expensesHint: 'For college only: tuition, fees, books, room and board. Leave empty when all of it goes to college.',
    student: 'From 19 to 23, your child will be',
    studentYes: 'A full-time student you support',
    studentNo: 'Not a full-time student, or supporting themselves',
    studentHint:
      'A full-time student you support pays part of the tax on what is taken out or converted at 19 to 23 at your ' +
      'top rate (the kiddie tax); otherwise the young adult pays at their own rates. Unless you say, the calculator ' +
      'assumes a student when the money is for college.',
    /** The knowledge page on the three accounts and the tax rates they depend on. */
    kbHref: '/kb/trump-account-529-or-custodial',
    kbLink: 'Your top tax rate, and why it matters: Trump account, 529 plan or custodial',
    title: 'After tax',
    switchLabel: 'Compare what is left after tax with a 529 plan and a custodial account',
    /** "federal tax", or "federal and New York tax" (the tool server's words too). */
    taxes: (state: string | null): string => federalAnd(state, 'tax'),
    /** What the 529 deduction saved: "New York would give you back about $4,212 in state tax on your 529 deposits." */
    stateSaved: (state: string, amount: string): string =>
      `${state} would give you back about ${amount} in state tax on your 529 deposits.`,
    intro: (withPlan: boolean, age: string, use: string, state: string | null): string =>
      `${withPlan ? 'Without the plan above, if' : 'If'} the whole balance were taken out at ${age} for ${use}: what each account would ` +
      `leave after ${federalAnd(state, 'income tax')}, with the same family and relative money put in each.`,
    caption: (state: string | null, age: string, dollars: string): string =>
      `Left after ${federalAnd(state, 'tax')} at ${age}, in ${dollars}`,
    account: 'Account',
    median: (dollars: string): string => `Median (${dollars})`,
    range: (dollars: string): string => `Range, 8 out of 10 markets (${dollars})`,
    stateTax: (dollars: string): string => `State tax, steady return (${dollars})`,
    between: (low: string, high: string): string => `${low} to ${high}`,
    notBefore18: 'Not available before 18',
    nothingToCompare: 'The Trump account cannot be taken out at this age, so there is nothing to compare.',
    ahead: (of529: string, markets: string, ofCustodial: string): string =>
      `The Trump account leaves at least as much as a 529 plan in ${of529} ` +
      `of ${markets}, and at least as much as a custodial account in ` +
      `${ofCustodial}. Each market's own results are compared, ` +
      'so this can differ from what the medians above suggest.',
    federalOnly: 'Federal tax only, the minimum tax and the 3.8% tax on investment income included: no state tax.',
    withState: (state: string): string =>
      `Federal and ${state} income tax, the minimum tax and the 3.8% tax on investment income included. ` +
      `Not modelled for ${state}: local income taxes, credits, itemized deductions and what its own list ` +
      'in the rules (/v1/rules) names.',
    /** What the comparison leaves out, one line each. */
    caveats: [
      'Not modelled: rolling a 529 plan over to a Roth IRA.',
      'Not modelled: financial aid.',
      "Not modelled: the custodial account's yearly tax on its dividends.",
    ],
    noConversion: 'Not shown unless chosen in the form: converting the Trump account to a Roth IRA.',
    /** What the printed report leaves to the page (after-tax-view.ts printedWords). */
    printedTaxes: (state: string | null): string =>
      state === null ? 'Federal tax only, no state tax.' : `Federal and ${state} tax.`,
    printedShort: (taxes: string, caveats: number): string => `${taxes} On the page only: ${caveats} caveats.`,
    printedLong: (taxes: string, age: string, caveats: number): string =>
      `${taxes} On the page only: the ranges, the year-by-year detail, ` +
      `the balance taken whole at ${age}, ${caveats} caveats.`,
  },
  /** Saved plans side by side (compare-view.ts). */
  compare: {
    plan: 'The plan',
    median: 'Median at the target age',
    paperMedian: 'Median',
    medianAt: (amount: string, age: string): string => `${amount} at ${age}`,
    range: '8 out of 10 markets end between',
    paperRange: '8 out of 10 markets',
    middle: 'Half of markets end between',
    paidIn: 'Paid in',
    afterTax: 'Left after federal tax, Trump account (median)',
    /** After a plan's after-tax figure when its state's tax is in it too: "(and New York tax)". */
    andStateTax: (state: string): string => `(and ${state} tax)`,
    paperAfterTax: 'Trump account',
    notAsked: 'Not asked for',
    roth: 'Left after federal tax, converted to a Roth IRA (median)',
    paperRoth: 'Roth IRA',
    noConversion: 'No conversion',
    markets: 'Markets',
    history: 'History (S&P 500)',
    paperHistory: 'History',
    simulated: 'Simulated',
    simulatedSobol: 'Simulated (Sobol sequence)',
    shownPlan: 'The plan shown',
    notSaved: ' (not saved)',
    shownNow: ' (shown now)',
    working: 'Working it out…',
    notAvailable: (message: string): string => `Not available: ${message}.`,
    paperNote: (printed: number, saved: number): string =>
      `Printed: ${printed < saved ? `the plan shown and the first ${printed} of the ${saved} saved plans, ` : ''}` +
      `each plan's figures, one row a plan; ${printed < saved ? 'the other saved plans, ' : ''}what each saved plan puts in, and the ` +
      'middle half of markets, are on the page.',
    /** `states`: whether a printed plan's figures carry its state's tax (its cells do not say so on paper). */
    paperCaption: (dollars: string, states: boolean): string =>
      `Saved plans side by side, in ${dollars}; Trump account and Roth IRA: the medians left ` +
      `after federal tax${states ? " (and a plan's state's)" : ''}`,
    paperPlan: 'Plan',
    paperAge: 'To age',
    caption: (dollars: string): string => `Saved plans side by side, in ${dollars}`,
    change: 'Change',
    fromLink: (count: number): string =>
      `${count === 1 ? 'One saved plan' : `${count} saved plans`} came with the link and ` +
      `${count === 1 ? 'was' : 'were'} added to the plans this browser keeps.`,
    leftOut: (count: number, max: number): string =>
      `${count === 1 ? 'One saved plan was' : `${count} saved plans were`} left out: ` +
      `${count === 1 ? 'it' : 'they'} could not be read, or there were more than the ${max} ` +
      'the page keeps.',
    carried: (carried: number, total: number): string =>
      `The link carries ${carried === 0 ? 'none' : `the first ${carried}`} of the ${total} saved plans: a ` +
      'longer link would not open everywhere. The others are kept in this browser only.',
    notKept:
      'This browser does not let the page keep saved plans: they last while this page is open, and its link ' +
      'carries them.',
    alreadySaved: (name: string): string => `This plan is already saved as “${name}”.`,
    full: (max: number): string => `${max} plans are saved, the most the page compares: remove one to save this one.`,
    saved: (name: string, count: number): string => `Saved as “${name}”; ${savedCount(count)} side by side below.`,
    saveFirst: 'Save it with “Save to compare” above.',
    open: 'Open',
    rename: 'Rename',
    remove: 'Remove',
    nameless: 'A name needs at least one letter or digit: the old name stays.',
    renamed: (name: string): string => `Renamed “${name}”.`,
    saveName: 'Save name',
    cancel: 'Cancel',
    newName: (name: string): string => `New name for ${name}`,
    opened: (name: string): string => `Opened “${name}”: the form and the answer show it now.`,
    removed: (name: string, left: number): string =>
      `Removed “${name}”; ${left === 0 ? 'no saved plans left' : `${savedCount(left)} left`}.`,
  },
  /** Under the historical model: what history says (history.ts), every run as a list (runs.ts) and
   *  as a chart (history-paths-chart.ts). */
  history: {
    title: 'What history says',
    extremes: (
      worst: string,
      windows: string,
      worstFinal: string,
      age: string,
      best: string,
      bestFinal: string,
      dollars: string,
    ): string =>
      `Had this plan started in ${worst}, the worst of the ${windows}, it ` +
      `would have reached ${worstFinal} at age ${age}; started in ` +
      `${best}, the best, ${bestFinal} (${dollars}).`,
    bands: (windows: string, lastMonth: string): string =>
      `The bands show the same plan started in each of the ${windows}, ` +
      `with the S&P 500's real returns that followed, plus inflation, less the fee. ` +
      `Each of them ends by ${lastMonth}, where the data ends: only markets that happened. History is not a ` +
      'forecast: ',
    howLink: 'how this works and what it cannot tell',
    /** The data's credit (core/statute/attribution.ts HISTORY_DATA), `link` making its links. */
    credit: <T>(link: (part: 'author' | 'edition' | 'licence', text: string) => T): (string | T)[] => [
      'Market history: ',
      link('author', HISTORY_DATA.author),
      `'s ${HISTORY_DATA.what}, in `,
      link('edition', HISTORY_DATA.edition),
      ', licensed ',
      link('licence', HISTORY_DATA.licence),
      '.',
    ],
    byStart: (latest: boolean): string => `Sorted by starting month, ${latest ? 'latest' : 'earliest'} first.`,
    byBalance: (highest: boolean): string => `Sorted by balance, ${highest ? 'highest' : 'lowest'} first.`,
    startColumn: 'Starting month',
    atAge: (age: string): string => `At ${age}`,
    runsCaption: (age: string, dollars: string): string =>
      `Had this plan started in each month below, what it would have reached at ${age}, in ${dollars}.`,
    runsSummary: (count: string): string => `Every starting month: ${count} runs`,
    runsLabel: 'Every run of history',
    medianRun: 'Median run',
    worstRun: 'Worst run',
    bestRun: 'Best run',
    chartTitle: 'Every run, birthday by birthday',
    chartLabel: (dollars: string, log: boolean, from: string, to: string, count: string): string =>
      `Every run of history in ${dollars}${log ? ' (logarithmic scale)' : ''}: the balance from ` +
      `${from} to ${to} of age of the plan started in each of ${count} starting months, the ` +
      'median, worst and best runs drawn heavier.',
    everyRun: (count: string): string => `Every run: ${count} starting months`,
    namedRun: (name: string, month: string, amount: string, age: string): string =>
      `${name}: started ${month}, ${amount} at ${age}`,
    paperRun: (name: string, month: string, amount: string): string => `${name}: ${month}, ${amount}`,
    chartCaption: (dollars: string): string =>
      `Each thin line is this plan started in one month of history, in ${dollars}; the list of ` +
      "every starting month below gives each run's balance.",
    paperNote: (count: string, age: string, dollars: string): string =>
      `Every run: printed, the median, worst and best of the ${count} by name ` +
      `(balances at ${age}, in ${dollars}); all are listed on the page.`,
  },
  /** The page's CSV downloads (web/app/csv-export.ts): their names, and their header's column names
   *  (core/projection/*-table.ts writes them in English, as the command line prints them). */
  csv: {
    yearlyFile: 'trump-account-yearly.csv',
    planFile: 'trump-account-withdrawals.csv',
    conversionFile: 'trump-account-roth-conversion.csv',
    header: (names: readonly string[]): string[] => [...names],
  },
};

/** The words of one language: the same keys and the same parameters as English. */
export type Catalog = typeof en;
