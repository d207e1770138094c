// Las palabras de la calculadora en español (docs/architecture.md#languages): las mismas claves y
// los mismos parámetros que en.ts. Español de EE. UU. para familias: se trata al lector de usted, se
// usan los términos de las publicaciones del IRS en español, y el dinero y los porcentajes se escriben
// como en la página en inglés ($1,234.56, 7%), como hace el IRS en español.
import { itemAt } from '../common/checked.js';
import { parseDate } from '../common/dates.js';
import type { UsState } from '../common/us-states.js';
import { HISTORY_DATA } from '../statute/attribution.js';
import type { Catalog } from './en.js';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** "14 de agosto de 2026" de "2026-08-14". */
function longDate(iso: string): string {
  const date = parseDate(iso);
  if (date === undefined) throw new Error(`longDate: ${iso} is not a date`);
  return `${date.day} de ${itemAt(MONTHS, date.month - 1)} de ${date.year}`;
}

/** "17 años 6 meses", "1 año", "0 meses". */
function ageText(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'año' : 'años'}`);
  if (rest > 0 || years === 0) parts.push(`${rest} ${rest === 1 ? 'mes' : 'meses'}`);
  return parts.join(' ');
}

/** "a", "a y b", "a; b; y c". */
function listWords(items: readonly string[], separator: string): string {
  if (items.length <= 2) return items.join(' y ');
  return `${items.slice(0, -1).join(separator)}${separator}y ${itemAt(items, items.length - 1)}`;
}

/** "impuesto federal", "impuestos federal y de Nueva York". */
function federalAnd(state: string | null, tax: string): string {
  return state === null ? `${tax} federal` : `${tax}s federal y de ${state}`;
}

/** After "después": "del impuesto federal sobre el ingreso", "de los impuestos federal y de Nueva York sobre el ingreso". */
function afterFederal(state: string | null, tax: string, on: string): string {
  const taxes = `${state === null ? 'del' : 'de los'} ${federalAnd(state, tax)}`;
  return on === '' ? taxes : `${taxes} ${on}`;
}

/** The states' names as the U.S. government's Spanish pages write them (USAGov en Español); the
 *  page's selects list them by these names (web/app/state-choices.ts). */
const STATE_NAMES: Readonly<Record<UsState, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  NC: 'Carolina del Norte',
  SC: 'Carolina del Sur',
  CO: 'Colorado',
  CT: 'Connecticut',
  ND: 'Dakota del Norte',
  SD: 'Dakota del Sur',
  DE: 'Delaware',
  DC: 'Distrito de Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawái',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Luisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Míchigan',
  MN: 'Minnesota',
  MS: 'Misisipi',
  MO: 'Misuri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'Nuevo Hampshire',
  NJ: 'Nueva Jersey',
  NY: 'Nueva York',
  NM: 'Nuevo México',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregón',
  PA: 'Pensilvania',
  RI: 'Rhode Island',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WV: 'Virginia Occidental',
  WA: 'Washington',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** The sponsors' names (core/statute/pledges.ts) where Spanish writes them otherwise. */
const SPONSORS: Readonly<Record<string, string>> = {
  dell: 'Michael y Susan Dell',
  dalio: 'Ray y Barbara Dalio (Dalio Philanthropies)',
};

/** The pledges' other terms (core/statute/pledges.ts otherTerms), by pledge, in Spanish. */
const SPANISH_TERMS: Readonly<Record<string, readonly string[]>> = {
  dell: ['el compromiso aún no ha llegado a sus 25 millones de niños'],
  gerstner: ['el niño cumple las demás condiciones del donante, aún no publicadas'],
};

/** The CSV's column names (core/projection/yearly-table.ts, plan-table.ts, conversion-table.ts) in
 *  Spanish; a name not listed (p10 to p90) is the same in both. */
const CSV_COLUMNS: Readonly<Record<string, string>> = {
  age_months: 'edad_meses',
  age_years: 'edad_anios',
  deposits: 'aportado',
  expected: 'rendimiento_constante',
  trump_net_median: 'trump_neto_mediana',
  plan529_net_median: 'plan529_neto_mediana',
  custodial_net_median: 'custodia_neto_mediana',
  account: 'cuenta',
  year: 'anio',
  withdrawal: 'retiro',
  basis_recovered: 'base_recuperada',
  income_tax: 'impuesto_sobre_el_ingreso',
  additional_tax: 'impuesto_adicional',
  net: 'neto',
  still_held: 'saldo_restante',
  step: 'paso',
  qualified: 'calificado',
  amount: 'importe',
  taxable: 'gravable',
  converted_money: 'dinero_convertido',
  earnings: 'ganancias',
  withheld_for_tax: 'retenido_para_impuestos',
  tax_paid_outside: 'impuesto_pagado_aparte',
  roth_after: 'roth_despues',
  trump_account_after: 'cuenta_trump_despues',
};

/** The withdrawals' CSV's accounts (core/projection/plan-table.ts) and the conversion's CSV's steps
 *  (conversion-table.ts), in Spanish. */
const CSV_ACCOUNTS: Readonly<Record<string, string>> = {
  trumpAccount: 'cuenta_trump',
  plan529: 'plan_529',
  custodial: 'cuenta_custodia',
};
const CSV_STEPS: Readonly<Record<string, string>> = { conversion: 'conversion_a_roth', withdrawal: 'retiro' };

export const es: Catalog = {
  lang: 'es',
  home: '/es/',
  /** The calculator in the other language (the language link). */
  otherHome: '/',
  kbHome: '/es/kb',

  dates: {
    months: MONTHS,
    long: longDate,
    month: (yearMonth) => {
      const [year, month] = yearMonth.split('-');
      return `${itemAt(MONTHS, Number(month) - 1)} de ${year}`;
    },
  },

  answer: {
    ageText,
    basis: (real) => (real ? 'dólares de hoy' : 'dólares futuros'),
    markets: (historical) => (historical ? 'meses de inicio de la historia del mercado' : 'mercados simulados'),
    planSpan: (years, from) =>
      years === 1 ? `en un solo año, a los ${from}` : `durante ${years} años desde los ${from}`,
    statusPlan: (span, median, basis, state) =>
      `Retirado ${span}: mediana de ${median} después ${afterFederal(state, 'impuesto', '')}, en ${basis}.`,
    statusAt: (age, median, basis) => `A los ${age}: mediana de ${median}, en ${basis}.`,
    steadyReturn: (rate, real) =>
      `un rendimiento constante del ${rate} al año${real ? ' después de la inflación' : ''}`,
    middle: (markets) =>
      `La mediana es el punto medio de los ${markets}: la mitad termina por debajo y la mitad por encima.`,
    steadyWhy: (side) =>
      side > 0
        ? 'unos pocos mercados muy buenos elevan el promedio por encima del punto medio'
        : side < 0
          ? 'aquí el punto medio de los mercados supera al rendimiento constante'
          : 'lo mismo que la mediana',
    steadyLine: (middle, steady, reaches, why) =>
      `${middle} La línea de rendimiento constante, con ${steady} todos los meses, llega a ${reaches}; ${why}.`,
    beforeOnly: (age, before) =>
      `Antes del retiro, a los ${age}, el saldo mediano es de ${before}; el retiro deja la cuenta vacía.`,
    beforeFirst: (age, before, last) =>
      `Antes del primer retiro, a los ${age}, el saldo mediano es de ${before}; el último, a los ${last}, deja la cuenta vacía.`,
    planSteady: (steady, taken, tax, left, state) =>
      `En la línea de rendimiento constante, con ${steady} todos los meses, el plan retira ` +
      `${taken} en total; ${state === null ? 'el impuesto federal se lleva' : `los ${federalAnd(state, 'impuesto')} se llevan`} ${tax} y quedan ${left}.`,
    planLabel: (span, basis, state) =>
      `Mediana después ${afterFederal(state, 'impuesto', '')}, retirado ${span}, en ${basis}`,
    planRange: (markets, low, high, state) =>
      `En 8 de cada 10 ${markets}, los retiros dejan entre ${low} y ${high} después ${afterFederal(state, 'impuesto', '')}, sumando todos los años.`,
    label: (age, basis) => `Mediana a los ${age}, en ${basis}`,
    range: (markets, low, high) => `En 8 de cada 10 ${markets}, termina entre ${low} y ${high}.`,
    limit: (amount, year) => `${amount} al año, ajustado por la inflación después de ${year}`,
    ageAt: (age) => (age === null ? 'al nacer' : `a los ${age}`),
    ageFrom: (age) => (age === null ? 'desde el nacimiento' : `desde los ${age}`),
    once: (amount, who, at) => `${amount} de ${who} ${at}`,
    perMonth: 'al mes',
    perYear: (month) => `al año (cada ${month})`,
    rising: (rate) => `, con un aumento del ${rate} al año`,
    recurring: (amount, per, who, from, to, rising) => `${amount} ${per} de ${who} ${from} hasta los ${to}${rising}`,
    list: listWords,
    seed: (amount) => `la contribución piloto de ${amount}`,
    balance: (amount) => `los ${amount} que ya hay en la cuenta`,
    planLead: 'El plan: ',
    planNone: (extras) => `ningún depósito${extras === '' ? '' : `, solo ${extras}`}`,
    plan: (deposits, extras) => [deposits, ...extras.map((extra) => `más ${extra}`)].join(', '),
    cutAnnual: (cut, limit) =>
      `el límite anual recorta ${cut} de los depósitos de la familia, los parientes y el empleador (juntos pueden aportar ${limit})`,
    cutEmployer: (cut, limit) => `el límite del empleador recorta ${cut} (un empleador puede aportar ${limit})`,
    cutIra: (cut, limit) =>
      `una vez que la cuenta es una cuenta de jubilación individual (IRA) tradicional, el límite de la IRA recorta ${cut} (${limit})`,
    droppedBefore: (amount, date) =>
      `${amount} previstos antes del ${date}, el primer día en que la cuenta acepta depósitos, quedan fuera`,
    droppedAfter: (amount, age) =>
      `${amount} de depósitos del empleador y de organizaciones benéficas desde el año en que el niño cumple ${age} quedan fuera (una IRA tradicional no acepta ninguno de los dos)`,
    cuts: (parts) => `No todo este plan entra en la cuenta: ${parts.join('; ')}.`,
  },
  accounts: { trumpAccount: 'Cuenta Trump', plan529: 'Plan 529', custodial: 'Cuenta de custodia' },

  goal: {
    legend: 'Planificar para una meta',
    switch: 'Averiguar lo que hace falta para llegar a un importe a cierta edad',
    amount: 'Importe deseado',
    age: 'A la edad',
    chance: 'Probabilidad de alcanzarlo',
    chanceHint: 'La proporción de mercados que deben alcanzarlo: 50% es como lanzar una moneda; 90%, un plan prudente.',
    source: 'Calcular el importe de',
    noName: '(todavía sin nombre)',
    inBasis: (basis) => `En ${basis}, como los muestran los resultados.`,
    inOther: (kind, basis) => `En ${kind}: cambia a ${basis}, como los muestran los resultados, una vez calculados.`,
    amountAt: (amount, basis, age) => `${amount} en ${basis} a los ${age}`,
    line: (amount, age) => `Meta: ${amount} a los ${age}`,
    once: (age) => `una sola vez, a los ${age}`,
    recurring: (monthly, from, to) => `${monthly ? 'al mes' : 'al año'}, desde los ${from} hasta los ${to}`,
    now: (goal, chance, markets, reaching, paths, asked) =>
      `Este plan alcanza ${goal} en el ${chance} de los ${markets} (${reaching} de ${paths}); usted pidió el ${asked}.`,
    noDeposits: (who, age) => `ninguno de los depósitos de ${who} que la cuenta acepta llega antes de los ${age}.`,
    capped: (plan, chance) =>
      `los límites anuales restringen lo que se puede aportar. Lo máximo que permiten, ${plan}, la alcanza en el ${chance} de los mercados.`,
    largest: (share, goal) => ` En el ${share} de los mercados, alcanza ${goal}.`,
    unreachable: (who, goal, share, why, largest) =>
      `Ningún importe de ${who} alcanza ${goal} en el ${share} de los mercados: ${why}${largest}`,
    without: (share, who) => `El plan la alcanza en el ${share} de los mercados sin nada de ${who}.`,
    toReach: (share, amount, cadence, who) =>
      `Para alcanzarla en el ${share} de los mercados: ${amount} ${cadence}, aportados por ${who}.`,
    use: (amount, who) => `Usar ${amount} para ${who}`,
    baseline: 'El plan tal como está (mediana)',
    caption:
      'El plan con el importe calculado: el 80% y el 50% centrales de los mercados y la mediana; la línea fina es la mediana del plan tal como está, y la línea horizontal, la meta.',
    years: (items) => {
      const written = items.map((item) => (typeof item === 'number' ? String(item) : `${item[0]} a ${item[1]}`));
      if (written.length <= 1) return written.join('');
      return `${written.slice(0, -1).join(', ')} y ${written.at(-1)}`;
    },
    cut: (amount, years) =>
      `Los límites anuales de la ley recortan ${amount} de los depósitos del plan (tal como se pagan), en ${years}: la cuenta no acepta más que el límite de cada año, y la probabilidad cuenta solo lo que acepta.`,
    limits: (first, years, rising) =>
      `${first} en ${years}${rising === null ? '' : `, que luego sube hasta ${rising[0]} en ${rising[1]}`}`,
    largestPlan: (who, limits, total) =>
      `todo el margen que deja el límite de cada año, aportado con el primer depósito del año de ${who} (un límite de ${limits}; hasta ${total} en total)`,
  },
  plan: {
    when: 'Retirar el dinero',
    once: 'Todo de una vez, a la edad en que termina la proyección',
    several: 'Durante varios años',
    whenHint:
      'Durante varios años, lo que sigue en cada cuenta continúa creciendo entre un retiro y otro, y cada año paga impuestos por separado.',
    projectFurther: (hint, needed, first, ends) =>
      `${hint} Para retirarlo durante varios años, proyecte hasta al menos los ${needed} ` +
      `(Proyectar hasta la edad, arriba): el primer retiro puede ser a los ${first}, y la proyección ahora termina a los ${ends}.`,
    years: 'Durante cuántos años',
    yearsHint: 'Un retiro al año, por ejemplo 4 para la universidad.',
    from: 'Desde la edad (años)',
    fromHint: 'Un cumpleaños, de los 18 en adelante: el primer retiro.',
    method: 'Cada año, retirar',
    equal: 'Una parte igual de lo que queda',
    expenses: 'Los gastos universitarios de ese año (el importe indicado arriba)',
    caveats: [
      'El retiro de cada año paga impuestos por separado, con las cifras tributarias de ese año, la edad del niño al final de ese año y el mismo otro ingreso todos los años.',
      'Lo que sigue en una cuenta crece como la cuenta entre un retiro y otro, calculado una vez al año.',
      'El detalle año por año es la línea de rendimiento constante; los totales provienen de todos los mercados.',
    ],
    title: (years, from) =>
      years === 1 ? `Retirado en un solo año, a los ${from}` : `Retirado durante ${years} años desde los ${from}`,
    forUse: (taken, use) => `${taken} para ${use}`,
    answer: (title, trump, plan529, custodial, basis, state) =>
      `${title}: quedan unos ${trump} de la cuenta Trump, ${plan529} de un plan 529 y ${custodial} de una cuenta de custodia ` +
      `(medianas de los totales después ${afterFederal(state, 'impuesto', '')}, en ${basis}).`,
    ahead: (vs529, markets, vsCustodial) =>
      `Sumando todo el plan, la cuenta Trump deja al menos tanto como un plan 529 en el ${vs529} ` +
      `de los ${markets}, y al menos tanto como una cuenta de custodia en el ${vsCustodial}.`,
    totalsCaption: (caption, basis) => `${caption}, en ${basis}`,
    account: 'Cuenta',
    median: (basis) => `Mediana (${basis})`,
    range: (basis) => `Rango, 8 de cada 10 mercados (${basis})`,
    between: (low, high) => `${low} a ${high}`,
    totals: (state) => `Lo que queda después ${afterFederal(state, 'impuesto', '')} en todo el plan`,
    columns: [
      'Edad',
      'Retirado',
      'De eso, dinero aportado (libre de impuestos)',
      'Impuesto sobre el ingreso',
      'Impuesto adicional del 10%',
      'Neto después de impuestos',
      'Saldo restante en la cuenta',
    ],
    stateTaxColumn: (state) => `Impuesto de ${state}`,
    yearByYear: (basis) => `Año por año, en ${basis}`,
    detailHint: (steady) =>
      `En la línea de rendimiento constante (${steady}), el mismo plan en cada cuenta: lo que se retira cada ` +
      'año, la parte que es dinero aportado y sale libre de impuestos, los impuestos, lo que queda después de ellos ' +
      'y lo que sigue en la cuenta después.',
    download: 'Descargar los retiros año por año (CSV)',
    csvAccount: (key) => CSV_ACCOUNTS[key] ?? key,
  },
  conversion: {
    when: 'Convertir la cuenta Trump a una cuenta IRA Roth',
    choices: ['No', 'Sí, una parte cada año'],
    whenHint:
      'Desde los 18 años, la cuenta Trump es una IRA tradicional. Convertirla a una cuenta IRA Roth significa pagar el impuesto ' +
      'sobre el ingreso por ella en años de ingresos bajos, para que lo que se retire más adelante pueda estar libre de impuestos.',
    from: 'Convertir desde la edad (años)',
    fromHint: 'Un cumpleaños, de los 18 en adelante, después del último depósito: la primera conversión.',
    years: 'Convertir durante cuántos años',
    yearsHint: 'Una conversión al año, una parte igual de lo que queda, todas antes de retirar el dinero.',
    paid: 'Pagar el impuesto sobre el ingreso de cada conversión',
    paidOutside: 'Con otro dinero: se convierte todo',
    paidAccount:
      'De la cuenta: la parte retenida para el impuesto también paga impuestos, con un 10% adicional antes de los 59½ años',
    paidHint: 'El impuesto pagado con otro dinero se cuenta en el año en que se paga.',
    caveats: {
      unverified:
        'La conversión de una cuenta Trump a una cuenta IRA Roth se basa en un aviso del IRS, no en un reglamento: no está resuelto si puede hacerse ni cómo, así que tome la conversión como una hipótesis.',
      income:
        'Cada conversión es ingreso de su año, gravado con las cifras de ese año y la edad del niño al final de ese año, incluido el impuesto de menores ("kiddie tax").',
      roth: 'De la cuenta IRA Roth, los retiros están libres de impuestos desde los 59½ años, una vez que han pasado cinco años desde el año de la primera conversión; antes, sale primero el dinero convertido, sin impuestos, y luego las ganancias, que pagan impuestos.',
      extra:
        'Antes de los 59½ años, se aplica un impuesto adicional del 10% a las ganancias retiradas y al dinero convertido que se retira dentro de los cinco años de su conversión, salvo para gastos universitarios y una primera vivienda (hasta $10,000).',
      keptBack:
        'El impuesto retenido de la cuenta se retira, no se convierte: paga impuestos como el resto, con el 10% adicional antes de los 59½ años.',
      paidOutside:
        'El impuesto pagado con otro dinero se resta del total de la cuenta IRA Roth según su valor en el año en que se paga, no como dinero que podría haber crecido.',
      firstHome:
        'No se incluye: el retiro libre de impuestos de hasta $10,000 de una cuenta Roth para una primera vivienda antes de los 59½ años, así que las cifras de la cuenta IRA Roth son un poco bajas para una primera vivienda.',
    },
    title: (years, from) =>
      years === 1
        ? `Convertido a una cuenta IRA Roth en un solo año, a los ${from}`
        : `Convertido a una cuenta IRA Roth durante ${years} años desde los ${from}`,
    taxOutside: 'con el impuesto pagado con otro dinero',
    taxKeptBack: 'con el impuesto retenido de la cuenta',
    whole: (age) => `retirado completo a los ${age}`,
    roth: 'Cuenta IRA Roth (la cuenta Trump convertida)',
    unconverted: 'Cuenta Trump, sin convertir',
    answer: (title, paid, taken, roth, outside, unconverted, plan529, custodial, basis, state) =>
      `${title}, ${paid}, y luego ${taken}: quedan unos ${roth} de la cuenta IRA Roth después de impuestos` +
      `${outside ? ', menos el impuesto pagado con otro dinero' : ''}, frente a ${unconverted} de la cuenta Trump sin convertir, ` +
      `${plan529} de un plan 529 y ${custodial} de una cuenta de custodia (medianas de los totales después ${afterFederal(state, 'impuesto', '')}, en ${basis}).`,
    ahead: (share, markets) =>
      `Convertir deja al menos tanto como no convertir en el ${share} de los ${markets}, comparando los totales ` +
      'de cada mercado en dólares de hoy, para que el impuesto pagado antes y el dinero retirado después cuenten según su valor.',
    totals: (state) => `Lo que queda después ${afterFederal(state, 'impuesto', '')}, con o sin conversión`,
    conversions: 'Cada conversión',
    conversionColumns: [
      'Edad',
      'Convertido',
      'De eso, dinero aportado (libre de impuestos)',
      'Impuesto sobre el ingreso',
      'Impuesto adicional del 10%',
      'Retenido para el impuesto',
      'Impuesto pagado con otro dinero',
      'En la cuenta IRA Roth después',
      'Saldo restante en la cuenta Trump',
    ],
    withdrawals: 'Retirado de la cuenta IRA Roth',
    withdrawalColumns: [
      'Edad',
      'Retirado',
      'Todo libre de impuestos (distribución calificada)',
      'De eso, dinero convertido',
      'De eso, ganancias',
      'Impuesto sobre el ingreso',
      'Impuesto adicional del 10%',
      'Neto después de impuestos',
      'Saldo restante en la cuenta IRA Roth',
    ],
    qualified: (yes) => (yes ? 'Sí' : 'No'),
    yearByYear: (basis) => `La conversión año por año, en ${basis}`,
    detailHint: (steady) =>
      `En la línea de rendimiento constante (${steady}): lo que cada conversión saca de la cuenta Trump, ` +
      'la parte que es dinero aportado y no paga impuestos, sus impuestos y cómo se pagan, y lo que tiene cada cuenta ' +
      'después; luego, lo que sale de la cuenta IRA Roth, si todo está libre de impuestos, y sus impuestos.',
    download: 'Descargar la conversión año por año (CSV)',
    csvStep: (step) => CSV_STEPS[step] ?? step,
    csvQualified: (yes) => (yes ? 'si' : 'no'),
  },
  student: {
    ages: (first, last) => (first === last ? `a los ${first} años` : `de los ${first} a los ${last} años`),
    conversions: (count, ages) => `${count === 1 ? 'la conversión' : 'las conversiones'} ${ages}`,
    withdrawals: (count, ages) => `${count === 1 ? 'el retiro' : 'los retiros'} ${ages}`,
    both: (parts) => parts.join(' y '),
    kiddieOn: (what) =>
      `${what}: el impuesto se calcula con el impuesto de menores ("kiddie tax"), una parte a su tasa más alta, como lo indica el enlace.`,
    kiddieOff: (what) =>
      `${what}: el impuesto se calcula sin el impuesto de menores, en la declaración propia del joven adulto, como lo indica el enlace.`,
    student: (what) =>
      `${what}: el impuesto se calcula como para un estudiante a tiempo completo a quien usted mantiene, una parte a su tasa más alta (el impuesto de menores).`,
    notStudent: (what) =>
      `${what}: el impuesto se calcula en la declaración propia del joven adulto, como para alguien que no es un estudiante a tiempo completo a quien usted mantiene; ` +
      'un estudiante pagaría una parte a su tasa más alta (el impuesto de menores).',
    change: 'Cambiarlo en el formulario',
  },
  form: {
    birthDate: 'Fecha de nacimiento del niño',
    birthDateHint: 'Para un bebé por nacer, la fecha prevista del parto (como máximo 12 meses después).',
    state: 'Estado donde vive el niño (opcional)',
    stateNone: 'Sin indicar',
    stateHint:
      'Algunas donaciones son solo para niños de ciertos estados. El estado en “Después de impuestos” sigue a este hasta que usted elija uno allí.',
    asOf: 'Comenzar la proyección el',
    asOfHint: 'Hoy, a menos que lo cambie; los importes en "dólares de hoy" son dólares de esta fecha.',
    targetAge: 'Proyectar hasta la edad',
    includeSeed: 'Incluir la contribución piloto de $1,000 (niños nacidos de 2025 a 2028)',
    annualReturn: 'Rendimiento anual',
    annualReturnHint: 'Rendimiento anual promedio del fondo.',
    returnIs: 'El rendimiento es',
    returnReal: 'real (después de la inflación)',
    returnNominal: 'nominal (antes de la inflación)',
    inflation: 'Inflación',
    inflationHint: 'También ajusta los límites de contribución.',
    fee: 'Comisión del fondo',
    feeHint: 'Los fondos elegibles cobran como máximo el 0.1% al año.',
    volatility: 'Volatilidad',
    volatilityHint: 'Subidas y bajadas anuales; 15% es lo típico de un índice bursátil.',
    seed: 'Semilla aleatoria',
    seedHint: 'La misma semilla da las mismas bandas.',
    paths: 'Trayectorias simuladas',
    pathsHint: 'De 100 a 5,000; con horizontes largos pueden simularse menos (los resultados lo indican).',
    sampler: 'Cómo se generan las trayectorias',
    samplerPseudo: 'Números aleatorios',
    samplerSobol: 'Secuencia de Sobol (cuasialeatoria)',
    samplerHint:
      'El mismo modelo en ambos casos. Una secuencia de Sobol reparte las trayectorias de manera uniforme, así que el mismo número de trayectorias suele dar bandas más precisas; mejor con 512, 1,024 o 2,048.',
    markets: 'Mercados',
    marketsHint:
      'Simulados: rendimientos aleatorios alrededor del rendimiento indicado abajo. Historia: este plan iniciado en cada mes del S&P 500 desde 1871, con los rendimientos que siguieron; no es un pronóstico.',
    simulated: 'Mercados simulados',
    history: 'Historia (S&P 500, 1871-2023)',
    addSource: 'Agregar un aportante',
    contributions: 'Contribuciones',
    alreadyIn: 'Ya en la cuenta',
    alreadyInHint:
      'Su valor en la fecha de inicio; 0 para una cuenta nueva. Si incluye la contribución piloto, desmarque esa casilla arriba.',
    basis: 'De eso, lo aportado por la familia y los parientes',
    basisHint:
      'Dinero ya gravado: sale libre de impuestos. No incluye el dinero piloto, de organizaciones benéficas ni del empleador, ni las ganancias.',
    thisYear: 'Aportado este año por la familia, los parientes y los empleadores',
    thisYearHint: 'Cuenta para el límite de este año.',
    advanced: 'Avanzado: fecha de inicio, volatilidad, semilla aleatoria, trayectorias',
    advancedSobol:
      'Avanzado: fecha de inicio, volatilidad, semilla aleatoria, trayectorias (generadas con una secuencia de Sobol)',
    child: 'El niño',
    moneyIn: 'Dinero que ya hay en la cuenta',
    assumptions: 'Supuestos',
    thePlan: 'El plan',
    defaultSource: 'padres',
    newSource: (n) => `aportante ${n}`,
    sourceN: (n) => `Aportante ${n}`,
    atMostSources: (max) => `Como máximo ${max} aportantes`,
    sourcesHint: (max) =>
      `Hasta ${max} aportantes, aplicados en este orden. La familia, los parientes y los empleadores comparten un ` +
      'límite anual (los empleadores tienen además uno propio, más bajo) y lo que lo supere se recorta; las organizaciones benéficas están exentas.',
    ageYears: 'años',
    ageMonths: 'meses',
  },
  source: {
    family: 'Familia',
    relative: 'Parientes, amigos',
    charity: 'Organización benéfica (exenta)',
    employer: 'Empleador',
    monthly: 'Cada mes',
    annual: 'Una vez al año',
    once: 'Una sola vez',
    name: 'Nombre',
    nameHint: 'Cualquier nombre, distinto para cada aportante.',
    who: 'Quién aporta',
    often: 'Con qué frecuencia',
    amount: 'Importe de cada depósito',
    month: 'En el mes de',
    from: 'Desde la edad',
    until: 'Hasta la edad',
    untilHint: 'Los depósitos terminan antes de esta edad.',
    at: 'A la edad',
    stepUp: 'Aumento anual',
    stepUpHint: 'El importe aumenta en esta proporción cada año del calendario.',
    remove: 'Quitar',
    removeName: (name) => `Quitar ${name}`,
  },
  parse: {
    dollars: 'escriba un importe en dólares, por ejemplo 100 o 25.50',
    cents: 'escriba como máximo dos decimales (centavos enteros)',
    percent: 'escriba un porcentaje, por ejemplo 7 o 2.5',
    wholeSigned: 'escriba un número entero',
    whole: 'escriba un número entero, 0 o más',
    date: 'escriba una fecha',
    age: 'escriba una edad en años y meses',
    ageWhole: 'escriba años y meses enteros',
    months: 'los meses deben ser de 0 a 11',
    tooMuch: 'debe ser como máximo $9,999,999,999.99',
    inDollars: 'en dólares',
    inPercent: 'en porcentaje',
  },
  main: {
    lastComplete: ' Las cifras que se muestran son las del último plan completo.',
    unreadable: 'No se pudo leer el enlace para compartir, así que el formulario muestra un plan nuevo. ',
    copied: 'Copiado.',
    tooLarge:
      'Un importe de este plan es demasiado grande para expresarlo al centavo: reduzca los importes, el rendimiento o la edad.',
    selected: 'Seleccionado: pulse Ctrl+C (o Cmd+C) para copiar.',
    attention: (count) =>
      `${count === 1 ? 'Un campo necesita' : `${count} campos necesitan`} atención: vea los mensajes a su lado.`,
    theLink: (why) => `El enlace: ${why}.`,
    engineStopped: (message) =>
      `El motor de la calculadora se detuvo (${message}). Vuelva a cargar la página; la API en /docs da las mismas proyecciones.`,
    engineFailed: (message) =>
      `La calculadora no pudo iniciar su motor: ${message}. La API en /docs da las mismas proyecciones.`,
  },
  chart: {
    valuesAt: (age, basis, parts) => `A los ${age}, en ${basis}: ${parts.join('; ')}.`,
    how: 'Señale o toque el gráfico, o selecciónelo y pulse las flechas izquierda y derecha, para leer los valores de cada edad; Escape los oculta.',
    valuesLabel: 'Gráfico: valores en cada edad',
    ageAxis: 'Edad (años)',
    totalPaidIn: 'el total aportado',
    steadyReturnLine: 'la línea de rendimiento constante',
    summary: (basis, log, from, to, extras, plan) =>
      `Saldo proyectado en ${basis}${log ? ' (escala logarítmica)' : ''} desde los ${from} hasta los ${to} de edad: bandas del percentil 10 al 90 y del 25 al 75, la mediana` +
      `${extras.map((extra) => `, ${extra}`).join('')}${plan === null ? '' : `; desde los ${plan}, lo que queda después de cada retiro`}.`,
    outerBand: 'Percentil 10 al 90',
    innerBand: 'Percentil 25 al 75',
    median: 'Mediana',
    paidToDate: 'Aportado hasta la fecha',
    steadyLegend: 'Línea de rendimiento constante (sin subidas ni bajadas)',
    p90: 'percentil 90',
    p75: 'percentil 75',
    medianValue: 'mediana',
    p25: 'percentil 25',
    p10: 'percentil 10',
    paidInValue: 'aportado',
    steadyValue: 'línea de rendimiento constante',
    fewerPaths: (simulated, asked) =>
      ` Con un horizonte tan largo, la calculadora simula ${simulated} de las ${asked} trayectorias pedidas, su límite de trabajo por proyección.`,
    planCaption: (first, last) =>
      ` Desde los ${first}, lo que queda después del retiro de cada año${last !== null ? `, hasta que el último, a los ${last}, se lleva el resto.` : ': nada.'}`,
    historyMarkets: (windows) => `los ${windows} de la historia del mercado`,
    simulatedMarkets: (count, sobol) =>
      `${count} mercados simulados${sobol ? ' generados con una secuencia de Sobol' : ''}`,
    caption: (markets) =>
      `Sombreado y con contorno: el 80% central (del percentil 10 al 90) y el 50% central de ${markets}. Línea continua: la mediana.`,
    steadyLine:
      ' Línea discontinua: la línea de rendimiento constante, el mismo rendimiento cada mes, sin subidas ni bajadas.',
    windows: (count, first, last) => `${count} meses de inicio, de ${first} a ${last}`,
  },
  problems: {
    bound: (comparison, value) =>
      `debe ser ${({ '<=': 'como máximo', '>=': 'como mínimo', '<': 'menos de', '>': 'más de' } as Record<string, string>)[comparison] ?? 'dentro de'} ${value}`,
    requiredDate: 'escriba una fecha',
    required: 'escriba un valor',
    wrongType: (expected) =>
      (
        ({
          integer: 'escriba un número entero',
          number: 'escriba un número',
          boolean: 'elija sí o no',
          string: 'escriba un texto',
        }) as Record<string, string>
      )[expected] ?? 'escriba un valor del tipo correcto',
    notOneOf: 'elija una de las opciones',
    notADate: 'escriba una fecha real',
    notCents: 'debe ser en centavos enteros, como máximo $9,999,999,999.99',
    tooShort: 'escriba un nombre',
    tooLong: (limit) => `use como máximo ${limit} caracteres`,
    tooMany: (limit) => `como máximo ${limit} aportantes`,
    duplicateId: 'otro aportante ya tiene este nombre; los nombres deben ser distintos',
    endNotAfterStart: (start) => `debe ser posterior a la edad de inicio (${start})`,
    targetNotAfterStart: (start) => `debe ser posterior a la edad del niño cuando comienza la proyección (${start})`,
    birthTooFarAhead: (months) =>
      `un bebé por nacer debe nacer dentro de los ${months} meses siguientes al inicio de la proyección`,
    unknownField: 'contiene un ajuste que esta calculadora no conoce',
    basisAboveBalance: (balance) => `no puede ser mayor que el saldo (${balance})`,
    childNotBorn: 'debe ser 0: un niño que aún no ha nacido no tiene cuenta',
    aboveYearLimit: (year, limit) => `supera el límite de ${year}, ${limit}`,
    goalAgeOutsideHorizon: (start, target) =>
      `debe ser posterior a la edad del niño cuando comienza la proyección (${start}) y como máximo la edad en que termina (${target})`,
    unknownSource: 'elija uno de los aportantes',
    onlyForEducation: 'solo se aplica cuando el dinero es para la universidad',
    onlyForSimulated: 'solo para mercados simulados',
    onlyForEmployer: 'solo se aplica al dinero de un empleador',
    stateNotModelled:
      'el impuesto sobre el ingreso de este estado aún no está en la calculadora: deje el estado sin indicar para ver solo el impuesto federal',
    stateRequired: 'necesita el estado de la familia',
    notABirthday: 'debe ser un cumpleaños, en años enteros',
    planBeforePayout: (payout, start) =>
      `debe ser como mínimo ${payout}, cuando una cuenta Trump empieza a pagar, y posterior a la edad del niño cuando comienza la proyección (${start})`,
    planBeyondHorizon: (last, target) =>
      `el último retiro, a los ${last}, llega después de la edad en que termina la proyección (${target}): proyecte hasta al menos ${last}, o retire el dinero en menos años`,
    depositsDuringPlan: (id) =>
      `${id ?? 'un aportante'} todavía deposita a esta edad o después: comience después del último depósito`,
    expensesRequired: 'necesita los gastos universitarios que paga (arriba)',
    conversionBeforeIra: (ira, start) =>
      `debe ser como mínimo ${ira}, cuando la cuenta Trump pasa a ser una IRA tradicional que puede convertirse, y posterior a la edad del niño cuando comienza la proyección (${start})`,
    conversionBeyondHorizon: (last, target) =>
      `la última conversión, a los ${last}, llega después de la edad en que termina la proyección (${target}): convierta en menos años o proyecte hasta una edad mayor`,
    conversionAfterWithdrawals: (last, first) =>
      `la última conversión, a los ${last}, debe hacerse antes de retirar el dinero, a los ${first}: convierta en menos años o antes, o retire el dinero más tarde`,
    depositsDuringConversion: (id) =>
      `${id ?? 'un aportante'} todavía deposita a esta edad o después: convierta después del último depósito`,
    unusable: 'este valor no se puede usar',
    unreadableLink: 'está dañado o incompleto, o lo creó una versión más reciente de esta calculadora',
  },
  notes: {
    aSource: 'Un aportante',
    feeAboveCeiling: (fee, ceiling) =>
      `La comisión del fondo, ${fee} al año, supera el ${ceiling}, lo máximo que puede cobrar un fondo elegible hasta el año en que el niño cumple 18; la proyección usa su comisión de todos modos.`,
    seedNotEligible: (seed, from, to) =>
      `La contribución piloto de ${seed} es solo para niños nacidos del ${from} al ${to}; queda fuera.`,
    seedBeyondHorizon: (seed, first) =>
      `La contribución piloto de ${seed} no puede pagarse antes del ${first}, después de que termina la proyección; queda fuera.`,
    depositsInPast: (name, count, start) =>
      `${name}: ${count} ${count === 1 ? 'depósito caería' : 'depósitos caerían'} antes de que comience la proyección, cuando el niño tiene ${start}; ${count === 1 ? 'queda fuera' : 'quedan fuera'}.`,
    depositsBeyondHorizon: (name, count, target) =>
      `${name}: ${count} ${count === 1 ? 'depósito caería' : 'depósitos caerían'} a los ${target} o después, cuando termina la proyección; ${count === 1 ? 'queda fuera' : 'quedan fuera'}.`,
    beforeFirstDate: (amount, first) =>
      `${amount} previstos antes del ${first}, el primer día en que la cuenta acepta depósitos, quedan fuera.`,
    annualLimit: (cut, limit) =>
      `${cut} de los depósitos de la familia, los parientes y el empleador superan el límite anual (${limit}) y se recortan.`,
    employerLimit: (cut, limit) =>
      `${cut} de los depósitos del empleador superan el límite del empleador (${limit}) y se recortan.`,
    afterGrowthPeriod: (amount, age) =>
      `${amount} de depósitos del empleador y de organizaciones benéficas desde el 1 de enero del año en que el niño cumple ${age} quedan fuera: la cuenta es entonces una IRA tradicional, que no acepta ninguno de los dos.`,
    iraLimit: (cut, limit) =>
      `${cut} de los depósitos de la familia y los parientes, después de que la cuenta pasa a ser una IRA tradicional, superan el límite de la IRA (${limit}) y se recortan.`,
    seedMayBeInBalance: (seed) =>
      `La contribución piloto de ${seed} se cuenta como si llegara después de que comienza la proyección, además del dinero que ya hay en la cuenta; si ese dinero ya la incluye, desmarque la contribución piloto para no contarla dos veces.`,
    custodialDividendTax:
      'En una cuenta de custodia, los dividendos pagarían impuestos cada año mientras el niño es pequeño, un costo que la comparación después de impuestos no incluye; dejaría la cuenta de custodia un poco por debajo de lo que se muestra.',
    targetLooksLikeYears: (target, months) =>
      `La proyección termina cuando el niño tiene ${target}. Si quiso decir ${months} años, indique en años la edad hasta la que se proyecta.`,
    salaryReduction: (name, limit) =>
      `${name}: pagado de su propio salario antes del impuesto sobre el ingreso, sigue pagando el Seguro Social y Medicare, y los ${limit} al año del empleador son por empleado, compartidos entre todos sus hijos. En un plan 529 o una cuenta de custodia, el mismo salario llegaría después del impuesto sobre el ingreso.`,
    stateTaxedYearly: (state) =>
      `${state ?? 'Su estado'} grava las ganancias de una cuenta Trump cada año a medida que crecen: su impuesto mostrado incluye ese impuesto anual, pagado con otro dinero (una estimación en los rangos).`,
    rothUnverified:
      'La conversión de una cuenta Trump a una IRA Roth se basa en un aviso del IRS, no en un reglamento: no está resuelto si puede hacerse ni cómo, así que tome las cifras de la conversión como una hipótesis.',
    oneMore: 'Se aplica una nota más a este plan; el JSON al final de los resultados la contiene completa.',
  },
  table: {
    scrollCue:
      'Hay más columnas a la derecha: deslice la tabla hacia un lado, o llegue a ella con Tab y use las flechas.',
    p10: 'Percentil 10',
    p25: 'Percentil 25',
    p50: 'Mediana (percentil 50)',
    p75: 'Percentil 75',
    p90: 'Percentil 90',
    title: 'Saldo en cada cumpleaños',
    note: (basis, steady, historical, sobol) =>
      `En ${basis}. Aportado: cada depósito y la contribución piloto hasta esa edad. ` +
      `${steady ? 'Rendimiento constante: la línea de rendimiento constante. ' : ''}Percentiles: de ${historical ? 'los meses de inicio de la historia del mercado' : `los mercados simulados${sobol ? ' generados con una secuencia de Sobol' : ''}`}.`,
    age: 'Edad',
    paidIn: 'Aportado',
    steady: 'Rendimiento constante',
    planNote: (first, last) =>
      `Desde los ${first}: lo que el plan deja en la cuenta después del retiro de cada año; a los ${last}, el último se lleva el resto.`,
    afterLast: ', después del último retiro',
    afterYear: ', después del retiro de ese año',
    steadyBefore: (age) => `Línea de rendimiento constante a los ${age}, antes de los retiros`,
    steadyAt: (age) => `Línea de rendimiento constante a los ${age}`,
    years: (count) => ` en ${count} ${count === 1 ? 'año calendario' : 'años calendario'}`,
    capped: 'Recortado o excluido por las reglas',
    contributed: 'Contribuido',
    contributedToday: ' por la familia y otros, cada depósito según su valor cuando se pagó',
    contributedPaid: ' por la familia y otros, tal como se pagó',
    seed: 'Contribución piloto',
    balance: 'Ya en la cuenta',
    growth: 'Crecimiento en la línea de rendimiento constante',
    medianBefore: (median, age) => `la mediana de ${median} a los ${age}, antes de los retiros`,
    median: (median) => `la mediana de ${median}`,
    putInToday: (age) =>
      `dinero aportado por la familia y los parientes, según su valor a los ${age}: sale libre de impuestos, pero como los dólares pagados, que para entonces compran menos`,
    putIn: 'dinero aportado por la familia y los parientes, que sale libre de impuestos',
    allBasis: (of, putIn) => `Todo ${of} es ${putIn}.`,
    someBasis: (of, basis, putIn, taxed, today) =>
      `De ${of}, ${basis} es ${putIn}${today ? '. Los' : '; los'} otros ${taxed} pagarían impuestos como ingreso al retirarse (y antes de los 59½ años podrían tener un impuesto adicional del 10%, salvo que se usen, por ejemplo, para la universidad o una primera vivienda).`,
    notes: 'Notas: qué se recortó o se excluyó, y por qué',
    notesToday:
      'Los importes recortados o excluidos están en dólares de hoy: cada uno es lo que se habría pagado, en dólares de su mes convertidos a dólares de hoy.',
    notesPaid: 'Los importes recortados o excluidos están tal como se habrían pagado.',
  },
  gifts: {
    title: 'Dinero gratis que este niño podría recibir',
    none: 'No conocemos ninguna donación que corresponda a este niño.',
    stateNote: 'Algunos donantes solo dan en ciertos estados: elija arriba el estado del niño para ver los suyos.',
    asReported: 'Las condiciones de los compromisos son las publicadas; los donantes pueden cambiarlas. ',
    rules: 'Las reglas y sus fuentes (en inglés)',
    pilot: (amount) =>
      `${amount} del Departamento del Tesoro, la contribución piloto, si el niño es ciudadano de los EE. UU. con número de Seguro Social y usted la elige en el Formulario 4547 del IRS o en trumpaccounts.gov.`,
    includePilot: 'Incluir la contribución piloto',
    pilotAdded: (amount) => `La contribución piloto de ${amount} ya está en el plan.`,
    sponsor: (id, sponsor) => SPONSORS[id] ?? sponsor,
    sourceName: (sponsor) => `Compromiso ${sponsor}`,
    conditions: (pledge) => [
      ...(pledge.zipIncomeBelow === null
        ? []
        : [`el niño vive en un código postal (ZIP) cuyo ingreso mediano es inferior a ${pledge.zipIncomeBelow}`]),
      ...(pledge.usCitizen ? ['el niño es ciudadano de los EE. UU.'] : []),
      ...(SPANISH_TERMS[pledge.id] ?? pledge.otherTerms),
    ],
    pledge: (amount, sponsor, conditions) =>
      `${amount} de ${sponsor}${conditions.length > 0 ? `, si ${conditions.join(' y ')}` : ''}.`,
    add: (name) => `Agregar el ${name}`,
    added: (name, amount, age) => `El ${name} ya está en el plan: ${amount} de una organización benéfica a los ${age}.`,
    full: 'El plan ya tiene todos los aportantes que admite: quite uno para agregar esta donación.',
    inPlan: 'Agregado al plan.',
  },
  taxFields: {
    state: '¿En qué estado vive usted?',
    noState: 'Sin impuesto estatal',
    notYet: (name) => `${name} (todavía no)`,
    stateHint:
      'Su impuesto sobre el ingreso se suma al federal en las cifras de cada cuenta y, si el estado la ofrece, también su deducción por depósitos en un plan 529. El mismo estado mientras ahorra y cuando se retira el dinero. El estado del niño, arriba, toma el que usted elija aquí si no se indicó.',
    single: 'Soltero',
    joint: 'Casado que presenta una declaración conjunta',
    filing: 'Declaración de impuestos para los retiros posteriores',
    filingHint:
      'Para el dinero retirado después de los años del impuesto de menores ("kiddie tax"; desde los 19, o los 24 para un estudiante). La declaración conjunta cuenta a un cónyuge de la misma edad, y el otro ingreso indicado arriba pasa a ser el de la pareja.',
    salary: 'Pagado de mi propio salario antes de impuestos',
    salaryHint: (limit) =>
      `Mediante el plan cafetería de su empleador: no paga impuesto sobre el ingreso por él ahora, pero sí el Seguro Social y Medicare, y los ${limit} al año son por empleado, compartidos entre todos sus hijos.`,
  },
  report: {
    costs: (inflation, fee) => `una inflación del ${inflation} al año y una comisión del fondo del ${fee} al año`,
    historyMarkets: (from, to, windows, costs) =>
      `Mercados: la historia del S&P 500, cada período completo desde ${from} hasta ${to} (${windows} meses de inicio), con ${costs}.`,
    simulatedMarkets: (paths, rate, real, volatility, costs, seed, sobol) =>
      `Mercados: ${paths} trayectorias simuladas${sobol ? ' generadas con una secuencia de Sobol (cuasialeatoria)' : ''}, un rendimiento esperado del ${rate} al año${real ? ' después de la inflación' : ''} con una volatilidad del ${volatility}, ${costs} (semilla aleatoria ${seed}).`,
    dates: (printed, site, asOf, rules, history) =>
      `Impreso el ${printed} desde ${site}. Cifras al ${asOf} (los "dólares de hoy" son dólares de ese día). Reglas verificadas el ${rules}` +
      (history === null ? '.' : `; historia del mercado desde ${history[0]} hasta ${history[1]}.`),
    law: (site, tax) =>
      `La ley: sección 530A del Código de Impuestos Internos, creada por la Ley Pública 119-21${tax ? ', y las cifras del impuesto federal de 2026 (Rev. Proc. 2025-32)' : ''}; cada dato con su fuente primaria, y lo que aún no está resuelto: ${site}/v1/rules (en inglés).`,
    history: (author, editionUrl, licence) =>
      `Historia del mercado: los precios mensuales del S&P 500, los dividendos y los precios al consumidor desde enero de 1871 de ${author}, en la edición CSV de la Open Knowledge Foundation (${editionUrl}), con licencia ${licence}.`,
    how: (site) => `Cómo se calculan las cifras: ${site}/docs (en inglés), el mismo motor que POST ${site}/v1/project.`,
    thisPlan: 'Este plan: ',
    linkLength: (count) => ` (${count} caracteres: el enlace para compartir de la página, y un enlace en un PDF).`,
    every: (step) => `cada ${step} años`,
    rowsTitle: (every, target) => `Saldo ${every}${target === null ? '' : ` y a los ${target}`}`,
    rowsNote: (every, printed, rows) =>
      `Impreso: ${every} y la edad final, ${printed} de ${rows} filas; cada cumpleaños está en la página y en su descarga CSV.`,
  },
  returns: {
    loading: 'Cargando los rendimientos de los fondos…',
    summary: 'Usar el rendimiento pasado de un fondo elegible',
    unavailable:
      'Los rendimientos de los fondos no están disponibles ahora (no hay datos del mercado); inténtelo más tarde.',
    label: (ticker, period, rate) => `${ticker}, ${period}: ${rate} al año`,
    about: (asOf, maximum) =>
      `Rendimientos anuales al ${asOf}, con los dividendos reinvertidos, después de la comisión de cada fondo y antes de la inflación: al elegir uno, el rendimiento se toma como nominal. El pasado no es un pronóstico: los próximos 18 años pueden ser mucho mejores o peores. Los rendimientos superiores al ${maximum} quedan fuera de esta calculadora.`,
  },
  states: {
    name: (code) => STATE_NAMES[code],
    byName: true,
  },
  afterTax: {
    uses: {
      any: 'cualquier fin (sin un uso concreto)',
      education: 'la universidad',
      firstHome: 'una primera vivienda',
      retirement: 'la jubilación',
    },
    use: 'Para qué es el dinero',
    parentRate: 'Su tasa de impuesto más alta',
    parentRateHint:
      'Su tramo del impuesto sobre el ingreso, por ejemplo 22%: hasta los 18 años (23 para un estudiante), parte de lo que el niño retira paga impuestos a esa tasa.',
    parentGainsRate: 'Su tasa de impuesto sobre las ganancias de capital',
    parentGainsRateHint:
      'Sobre inversiones mantenidas más de un año: 0%, 15% o 20%; la mayoría de las familias paga el 15%.',
    otherIncome: 'Otros ingresos del niño ese año',
    otherIncomeHint: 'Dólares al año, como un salario, en el año en que se retira el dinero; 0 si no tiene.',
    expenses: 'Gastos universitarios que paga (opcional)',
    expensesHint:
      'Solo para la universidad: matrícula, cuotas, libros, alojamiento y comida. Déjelo vacío si todo el dinero es para la universidad.',
    student: 'De los 19 a los 23 años, su hijo será',
    studentYes: 'Un estudiante a tiempo completo a quien usted mantiene',
    studentNo: 'Alguien que no estudia a tiempo completo, o que se mantiene por sí mismo',
    studentHint:
      'Por un estudiante a tiempo completo a quien usted mantiene, parte del impuesto sobre lo que se retira o se convierte ' +
      'de los 19 a los 23 años se paga a su tasa más alta (el impuesto de menores, "kiddie tax"); si no, el joven paga según ' +
      'sus propias tasas. Si usted no lo indica, la calculadora supone que es estudiante cuando el dinero es para la universidad.',
    kbHref: '/es/kb/cuenta-trump-o-plan-529',
    kbLink: 'Su tasa de impuesto más alta y por qué importa: cuenta Trump, plan 529 o cuenta de custodia',
    title: 'Después de impuestos',
    switchLabel: 'Comparar lo que queda después de impuestos con un plan 529 y una cuenta de custodia',
    taxes: (state) => federalAnd(state, 'impuesto'),
    stateSaved: (state, amount) =>
      `${state} le devolvería aproximadamente ${amount} de impuesto estatal por sus depósitos en el plan 529.`,
    intro: (withPlan, age, use, state) =>
      `${withPlan ? 'Sin el plan de arriba, si' : 'Si'} se retirara todo el saldo a los ${age} para ${use}: lo que dejaría cada cuenta ` +
      `después ${afterFederal(state, 'impuesto', 'sobre el ingreso')}, con el mismo dinero de la familia y los parientes aportado en cada una.`,
    caption: (state, age, dollars) =>
      `Lo que queda después ${afterFederal(state, 'impuesto', '')} a los ${age}, en ${dollars}`,
    account: 'Cuenta',
    median: (dollars) => `Mediana (${dollars})`,
    range: (dollars) => `Rango, 8 de cada 10 mercados (${dollars})`,
    stateTax: (dollars) => `Impuesto estatal, rendimiento constante (${dollars})`,
    between: (low, high) => `de ${low} a ${high}`,
    notBefore18: 'No disponible antes de los 18 años',
    nothingToCompare: 'El dinero de la cuenta Trump no puede retirarse a esta edad, así que no hay nada que comparar.',
    ahead: (of529, markets, ofCustodial) =>
      `La cuenta Trump deja al menos lo mismo que un plan 529 en el ${of529} de los ${markets}, y al menos lo mismo ` +
      `que una cuenta de custodia en el ${ofCustodial}. Se comparan los resultados de cada mercado por separado, así ` +
      'que esto puede diferir de lo que sugieren las medianas de arriba.',
    federalOnly:
      'Solo el impuesto federal, incluidos el impuesto mínimo alternativo y el impuesto del 3.8% sobre el ingreso neto de inversión: sin impuesto estatal.',
    withState: (state) =>
      `Los impuestos federal y de ${state} sobre el ingreso, incluidos el impuesto mínimo alternativo y el impuesto del 3.8% ` +
      `sobre el ingreso neto de inversión. No se modelan para ${state}: los impuestos locales sobre el ingreso, los créditos, ` +
      'las deducciones detalladas y lo que nombra su propia lista en las reglas (/v1/rules, en inglés).',
    caveats: [
      'No se modela: la transferencia de un plan 529 a una IRA Roth.',
      'No se modela: la ayuda financiera para estudios.',
      'No se modela: el impuesto anual de la cuenta de custodia sobre sus dividendos.',
    ],
    noConversion: 'No se muestra salvo que se elija en el formulario: la conversión de la cuenta Trump a una IRA Roth.',
    printedTaxes: (state) =>
      state === null ? 'Solo el impuesto federal, sin impuesto estatal.' : `Impuestos federal y de ${state}.`,
    printedShort: (taxes, caveats) => `${taxes} Solo en la página: ${caveats} advertencias.`,
    printedLong: (taxes, age, caveats) =>
      `${taxes} Solo en la página: los rangos, el detalle año por año, ` +
      `el saldo retirado de una vez a los ${age}, ${caveats} advertencias.`,
  },
  compare: {
    plan: 'El plan',
    median: 'Mediana a la edad final',
    paperMedian: 'Mediana',
    medianAt: (amount, age) => `${amount} a los ${age}`,
    range: 'Dónde terminan 8 de cada 10 mercados',
    paperRange: '8 de cada 10 mercados',
    middle: 'Dónde termina la mitad de los mercados',
    paidIn: 'Aportado',
    afterTax: 'Lo que queda después del impuesto federal, cuenta Trump (mediana)',
    andStateTax: (state) => `(y el impuesto de ${state})`,
    paperAfterTax: 'Cuenta Trump',
    notAsked: 'No se pidió',
    roth: 'Lo que queda después del impuesto federal, convertido a una IRA Roth (mediana)',
    paperRoth: 'IRA Roth',
    noConversion: 'Sin conversión',
    markets: 'Mercados',
    history: 'Historia (S&P 500)',
    paperHistory: 'Historia',
    simulated: 'Simulados',
    simulatedSobol: 'Simulados (secuencia de Sobol)',
    shownPlan: 'El plan en pantalla',
    notSaved: ' (sin guardar)',
    shownNow: ' (en pantalla)',
    working: 'Calculando…',
    notAvailable: (message) => `No disponible: ${message}.`,
    paperNote: (printed, saved) =>
      `Impreso: ${printed < saved ? `el plan en pantalla y los primeros ${printed} de los ${saved} planes guardados, ` : ''}` +
      `las cifras de cada plan, una fila por plan; ${printed < saved ? 'los demás planes guardados, ' : ''}lo que aporta ` +
      'cada plan guardado y la mitad central de los mercados están en la página.',
    paperCaption: (dollars, states) =>
      `Planes guardados lado a lado, en ${dollars}; cuenta Trump e IRA Roth: las medianas que quedan después del impuesto federal` +
      `${states ? ' (y del estado del plan)' : ''}`,
    paperPlan: 'Planes',
    paperAge: 'Hasta la edad',
    caption: (dollars) => `Planes guardados lado a lado, en ${dollars}`,
    change: 'Cambiar',
    fromLink: (count) =>
      `${count === 1 ? 'Un plan guardado llegó' : `${count} planes guardados llegaron`} con el enlace y ` +
      `${count === 1 ? 'se agregó' : 'se agregaron'} a los planes que guarda este navegador.`,
    leftOut: (count, max) =>
      `${count === 1 ? 'Se omitió un plan guardado' : `Se omitieron ${count} planes guardados`}: no ` +
      `${count === 1 ? 'se pudo' : 'se pudieron'} leer, o había más de los ${max} que guarda la página.`,
    carried: (carried, total) =>
      `El enlace lleva ${carried === 0 ? 'ninguno' : `los primeros ${carried}`} de los ${total} planes guardados: un ` +
      'enlace más largo no se abriría en todas partes. Los demás se guardan solo en este navegador.',
    notKept:
      'Este navegador no permite que la página guarde planes: duran mientras esta página esté abierta, y su enlace los lleva.',
    alreadySaved: (name) => `Este plan ya está guardado como “${name}”.`,
    full: (max) => `Hay ${max} planes guardados, el máximo que la página compara: quite uno para guardar este.`,
    saved: (name, count) =>
      `Guardado como “${name}”; ${count === 1 ? 'un plan guardado' : `${count} planes guardados`} lado a lado abajo.`,
    saveFirst: 'Guárdelo con “Guardar para comparar” arriba.',
    open: 'Abrir',
    rename: 'Cambiar el nombre',
    remove: 'Quitar',
    nameless: 'Un nombre necesita al menos una letra o un dígito: se mantiene el nombre anterior.',
    renamed: (name) => `Nuevo nombre: “${name}”.`,
    saveName: 'Guardar el nombre',
    cancel: 'Cancelar',
    newName: (name) => `Nuevo nombre para ${name}`,
    opened: (name) => `Se abrió “${name}”: el formulario y la respuesta lo muestran ahora.`,
    removed: (name, left) =>
      `Se quitó “${name}”; ${left === 0 ? 'no quedan planes guardados' : left === 1 ? 'queda un plan guardado' : `quedan ${left} planes guardados`}.`,
  },
  history: {
    title: 'Lo que dice la historia',
    extremes: (worst, windows, worstFinal, age, best, bestFinal, dollars) =>
      `Si este plan hubiera comenzado en ${worst}, el peor de los ${windows}, habría llegado a ${worstFinal} ` +
      `a los ${age}; si hubiera comenzado en ${best}, el mejor, a ${bestFinal} (${dollars}).`,
    bands: (windows, lastMonth) =>
      `Las bandas muestran el mismo plan iniciado en cada uno de los ${windows}, con los rendimientos reales ` +
      `del S&P 500 que siguieron, más la inflación, menos la comisión. Cada uno termina a más tardar en ${lastMonth}, ` +
      'donde terminan los datos: solo mercados que ocurrieron. La historia no es un pronóstico: ',
    howLink: 'cómo funciona y lo que no puede decir (en inglés)',
    credit: (link) => [
      'Historia del mercado: los precios mensuales del S&P 500, los dividendos y los precios al consumidor desde enero de 1871 de ',
      link('author', HISTORY_DATA.author),
      ', en ',
      link('edition', 'la edición CSV de la Open Knowledge Foundation'),
      ', con licencia ',
      link('licence', HISTORY_DATA.licence),
      '.',
    ],
    byStart: (latest) => `Ordenado por mes de inicio, primero ${latest ? 'el más reciente' : 'el más antiguo'}.`,
    byBalance: (highest) => `Ordenado por saldo, primero ${highest ? 'el más alto' : 'el más bajo'}.`,
    startColumn: 'Mes de inicio',
    atAge: (age) => `A los ${age}`,
    runsCaption: (age, dollars) =>
      `Lo que este plan habría alcanzado a los ${age} si hubiera comenzado en cada mes de abajo, en ${dollars}.`,
    runsSummary: (count) => `Cada mes de inicio: ${count} trayectorias`,
    runsLabel: 'Cada trayectoria de la historia',
    medianRun: 'Trayectoria mediana',
    worstRun: 'Peor trayectoria',
    bestRun: 'Mejor trayectoria',
    chartTitle: 'Cada trayectoria, cumpleaños por cumpleaños',
    chartLabel: (dollars, log, from, to, count) =>
      `Cada trayectoria de la historia en ${dollars}${log ? ' (escala logarítmica)' : ''}: el saldo desde los ` +
      `${from} hasta los ${to} de edad del plan iniciado en cada uno de los ${count} meses de inicio; la ` +
      'mediana, la peor y la mejor trayectoria, trazadas más gruesas.',
    everyRun: (count) => `Cada trayectoria: ${count} meses de inicio`,
    namedRun: (name, month, amount, age) => `${name}: comenzó en ${month}, ${amount} a los ${age}`,
    paperRun: (name, month, amount) => `${name}: ${month}, con ${amount}`,
    chartCaption: (dollars) =>
      `Cada línea fina es este plan iniciado en un mes de la historia, en ${dollars}; la lista de ` +
      'cada mes de inicio, abajo, da el saldo de cada trayectoria.',
    paperNote: (count, age, dollars) =>
      `Cada trayectoria: se imprimen por su nombre la mediana, la peor y la mejor de las ${count} ` +
      `(saldos a los ${age}, en ${dollars}); todas aparecen en la página.`,
  },
  csv: {
    yearlyFile: 'cuenta-trump-anual.csv',
    planFile: 'cuenta-trump-retiros.csv',
    conversionFile: 'cuenta-trump-conversion-roth.csv',
    header: (names) =>
      names.map((name) => {
        const today = name.endsWith('_today');
        const plain = today ? name.slice(0, -'_today'.length) : name;
        return `${CSV_COLUMNS[plain] ?? plain}${today ? '_hoy' : ''}`;
      }),
  },
};
