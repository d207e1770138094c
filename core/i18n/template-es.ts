// Las palabras de la plantilla de la página (web/index.html) en español, que el servidor completa
// (server/routes/site.ts): las mismas claves que template-en.ts.
import type { TemplateWords } from './template-en.js';

export const templateEs: TemplateWords = {
  title: 'Calculadora de la cuenta Trump: cuánto podría valer una cuenta 530A',
  description:
    'Proyecte una cuenta Trump (sección 530A del Código de Impuestos Internos) para un niño: la contribución piloto, la familia, los parientes, las organizaciones benéficas y los empleadores, los límites anuales, con bandas de percentiles. Funciona en su navegador.',
  skip: 'Ir a la respuesta',
  brand: 'Proyección 530A',
  siteNav: 'Sitio',
  whatIsHref: '/es/kb/que-es-una-cuenta-trump',
  whatIs: '¿Qué es una cuenta Trump?',
  apiReference: 'Referencia de la API (en inglés)',
  otherLang: 'en',
  otherLanguage: 'English',
  heading: '¿Cuánto podría valer una cuenta Trump?',
  ledeHtml:
    'Una proyección de la cuenta Trump de un niño (sección 530A del Código de Impuestos Internos): la contribución piloto de $1,000, lo que aportan la familia, los parientes, las organizaciones benéficas y los empleadores, los límites anuales y cómo podrían moverse los mercados. Se calcula en su navegador con el mismo motor que la <a href="/docs">API</a>; nada de lo que usted escribe se envía a ningún lugar.',
  answerTitle: 'La respuesta',
  loading: 'Cargando la calculadora…',
  useAmount: 'Usar este importe',
  showAmountsIn: 'Mostrar los importes en',
  todaysDollars: 'dólares de hoy',
  futureDollars: 'dólares futuros (sin ajustar por la inflación)',
  saveName: 'Nombre de este plan',
  saveToCompare: 'Guardar para comparar',
  jumpResults: 'Gráfico y tabla anual',
  jumpInputs: 'Cambiar el plan',
  savedPlans: 'Planes guardados',
  yourPlan: 'Su plan',
  noscriptHtml:
    'La calculadora necesita JavaScript y WebAssembly. Las mismas proyecciones están disponibles en la <a href="/docs">API</a>.',
  projection: 'Proyección',
  logScale: 'Escala logarítmica (para horizontes largos)',
  goalResult: 'El plan que alcanza la meta',
  solveJson: 'JSON: la respuesta tal como la devuelve la API',
  solveJsonHintHtml:
    'Los bytes exactos con que <code>POST /v1/solve</code> responde para este plan y esta meta, calculados aquí.',
  afterTaxTitle: 'Después de impuestos: cuenta Trump, plan 529 o cuenta de custodia',
  leavesOut: 'Lo que esto no incluye',
  downloadCsv: 'Descargar la tabla anual (CSV)',
  sources: 'Fuentes',
  shareLink: 'Enlace para compartir (contiene este plan y nada más)',
  copyLink: 'Copiar el enlace',
  projectJson: 'JSON: la proyección tal como la devuelve la API',
  projectJsonHintHtml:
    'Los bytes exactos con que <code>POST /v1/project</code> responde para este plan, calculados aquí.',
  copyJson: 'Copiar el JSON',
  disclaimerLead: 'Aviso.',
  disclaimerText:
    'Estimación solo con fines educativos; no es asesoramiento financiero, tributario ni legal. Las proyecciones suponen ' +
    'contribuciones constantes y los rendimientos indicados, que no están garantizados; los resultados reales serán distintos. ' +
    'Las reglas de la sección 530A pueden cambiar y algunas aún no son definitivas',
  disclaimerHtml: (lead) =>
    `${lead}; puede consultar <a href="/kb#rules">cada regla y la ley de la que proviene</a> (en inglés).`,
  historyCreditHtml: (links) =>
    `Historia del mercado (los mercados "Historia" de la calculadora): los precios mensuales del S&P 500, los dividendos y los precios al consumidor desde enero de 1871 de ${links.author}, en ${links.edition('la edición CSV de la Open Knowledge Foundation')}, con licencia ${links.licence}.`,
  attributionHtml: (site, verified) =>
    `Cifras de ${site}; si las usa, por favor mencione el sitio y transmita el aviso. Reglas verificadas el ${verified}; vea las <a href="/kb#rules">reglas y sus fuentes</a> (en inglés), <a href="/es/kb/que-es-una-cuenta-trump">qué es una cuenta Trump</a> y la <a href="/docs">referencia de la API</a> (en inglés).`,
};
