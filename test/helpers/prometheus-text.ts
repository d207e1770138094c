// A strict reader of the Prometheus text exposition format (version 0.0.4), written from the format's
// description rather than taken from the library that writes it: every line is a HELP, a TYPE or a
// sample; names and labels are valid; a family's HELP and TYPE come before its samples; histogram
// buckets are cumulative and end with +Inf equal to _count. Anything else throws, naming the line.

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  help: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
/** The samples a family of each type may have, by suffix of its name. */
const SUFFIXES: Record<Family['type'], string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

/** A value as Prometheus reads it (Go's ParseFloat): NaN and Inf in any case, which prom-client
 *  relies on (it writes "Nan"). */
function parseValue(text: string, where: string): number {
  if (/^\+?inf$/i.test(text)) return Number.POSITIVE_INFINITY;
  if (/^-inf$/i.test(text)) return Number.NEGATIVE_INFINITY;
  if (/^nan$/i.test(text)) return Number.NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`${where}: "${text}" is not a value`);
  return Number(text);
}

/** Labels `{a="x",b="y\"z"}` from the text after a sample's name; returns them and the rest. */
function parseLabels(text: string, where: string): { labels: Record<string, string>; rest: string } {
  const labels: Record<string, string> = {};
  if (!text.startsWith('{')) return { labels, rest: text };
  let i = 1;
  while (text[i] !== '}') {
    const name = /^[^=]*/.exec(text.slice(i))![0];
    if (!LABEL_NAME.test(name)) throw new Error(`${where}: bad label name "${name}"`);
    if (Object.hasOwn(labels, name)) throw new Error(`${where}: label ${name} twice`);
    i += name.length;
    if (text.slice(i, i + 2) !== '="') throw new Error(`${where}: label ${name} without a quoted value`);
    i += 2;
    let value = '';
    for (;;) {
      const c = text[i];
      if (c === undefined) throw new Error(`${where}: unterminated label value`);
      i++;
      if (c === '"') break;
      if (c === '\\') {
        const escaped = text[i++];
        if (escaped === 'n') value += '\n';
        else if (escaped === '\\' || escaped === '"') value += escaped;
        else throw new Error(`${where}: bad escape \\${escaped}`);
      } else value += c;
    }
    labels[name] = value;
    if (text[i] === ',') i++;
    else if (text[i] !== '}') throw new Error(`${where}: expected , or } after label ${name}`);
  }
  return { labels, rest: text.slice(i + 1) };
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const helps = new Map<string, string>();
  let current: Family | undefined;
  if (!text.endsWith('\n')) throw new Error('the text does not end with a line feed');
  text
    .slice(0, -1)
    .split('\n')
    .forEach((line, index) => {
      const where = `line ${index + 1}`;
      if (line === '') return;
      const comment = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
      if (comment) {
        const [, keyword, name = '', rest = ''] = comment;
        if (!NAME.test(name)) throw new Error(`${where}: bad metric name "${name}"`);
        if (keyword === 'HELP') {
          if (helps.has(name)) throw new Error(`${where}: a second HELP for ${name}`);
          helps.set(name, rest);
          return;
        }
        if (!TYPES.has(rest)) throw new Error(`${where}: unknown type "${rest}"`);
        if (families.has(name)) throw new Error(`${where}: a second TYPE for ${name}`);
        current = { name, help: helps.get(name) ?? '', type: rest as Family['type'], samples: [] };
        families.set(name, current);
        return;
      }
      if (line.startsWith('#')) return; // other comments are allowed
      const name = /^[^{ ]*/.exec(line)![0];
      if (!NAME.test(name)) throw new Error(`${where}: bad metric name "${name}"`);
      const { labels, rest } = parseLabels(line.slice(name.length), where);
      const parts = rest.trim().split(/\s+/);
      if (parts.length > 2 || rest[0] !== ' ') throw new Error(`${where}: expected " value [timestamp]"`);
      const value = parseValue(parts[0]!, where);
      const family = current;
      if (family === undefined || !SUFFIXES[family.type].some((suffix) => name === family.name + suffix)) {
        throw new Error(`${where}: sample ${name} outside its family's HELP and TYPE`);
      }
      family.samples.push({ name, labels, value });
    });
  for (const family of families.values()) {
    if (!helps.has(family.name)) throw new Error(`${family.name} has no HELP`);
    if (family.type === 'histogram') checkHistogram(family);
  }
  return families;
}

/** Buckets of each label set rise with le, and the +Inf bucket equals _count. */
function checkHistogram(family: Family): void {
  const series = new Map<string, { buckets: [number, number][]; count?: number }>();
  for (const sample of family.samples) {
    const { le, ...rest } = sample.labels;
    const key = JSON.stringify(Object.entries(rest).sort());
    const entry = series.get(key) ?? { buckets: [] };
    series.set(key, entry);
    if (sample.name.endsWith('_bucket')) {
      if (le === undefined) throw new Error(`${family.name}: a bucket without le`);
      entry.buckets.push([parseValue(le, family.name), sample.value]);
    } else if (sample.name.endsWith('_count')) entry.count = sample.value;
  }
  for (const [key, { buckets, count }] of series) {
    for (let i = 1; i < buckets.length; i++) {
      if (buckets[i]![0] <= buckets[i - 1]![0] || buckets[i]![1] < buckets[i - 1]![1]) {
        throw new Error(`${family.name} ${key}: buckets not cumulative in rising le`);
      }
    }
    const last = buckets[buckets.length - 1];
    if (last === undefined || last[0] !== Number.POSITIVE_INFINITY || last[1] !== count) {
      throw new Error(`${family.name} ${key}: the +Inf bucket is not _count`);
    }
  }
}

/** The value of the sample `name` whose labels include `labels`; undefined when there is none. */
export function sampleValue(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const family of families.values()) {
    for (const sample of family.samples) {
      const matches = Object.entries(labels).every(([key, value]) => sample.labels[key] === value);
      if (sample.name === name && matches) return sample.value;
    }
  }
  return undefined;
}
