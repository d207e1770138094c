// GET /v1/eligibility (docs/api.md#eligibility): the pilot contribution and each pledge at every
// boundary of their terms (the pilot's birth dates, "10 and under" on the pledge's day, each state,
// a leap-day birthday, the last year an account can be opened), the answer's shape and caching, and
// what a hostile query gets: a 400 at the parameter's pointer, never a 500, never the value echoed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { US_STATE_CODES } from '../../core/common/us-states.js';
import { eligibility, giftDepositAgeMonths } from '../../core/eligibility/eligibility.js';
import type { Eligibility } from '../../core/schemas/eligibility.js';
import type { GiftRule } from '../../core/schemas/rules.js';
import { PILOT_RULE, PLEDGES } from '../../core/statute/pledges.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ SITE_URL: 'https://530a.example' });
});
afterAll(() => server?.close());

const AS_OF = '2026-11-20';

async function ask(query: string): Promise<{ status: number; body: Record<string, unknown>; text: string }> {
  const response = await fetch(`${server.url}/v1/eligibility?${query}`);
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), text };
}

async function answer(birthDate: string, state?: string, asOf = AS_OF): Promise<Eligibility> {
  const { status, body, text } = await ask(
    `birthDate=${birthDate}&asOf=${asOf}${state === undefined ? '' : `&state=${state}`}`,
  );
  expect(status, text).toBe(200);
  return body as unknown as Eligibility;
}

function pledge(result: Eligibility, id: string) {
  const found = result.pledges.find((item) => item.id === id);
  if (found === undefined) throw new Error(`no pledge ${id}`);
  return found;
}

describe('the pilot contribution', () => {
  it.each([
    ['2024-12-31', false],
    ['2025-01-01', true],
    ['2026-07-04', true],
    ['2028-12-31', true],
    ['2029-01-01', false],
  ])('born %s: eligible %s', async (birthDate, eligible) => {
    const { pilot } = await answer(birthDate, undefined, birthDate > AS_OF ? birthDate : AS_OF);
    expect(pilot.eligible).toBe(eligible);
    expect(pilot.amountCents).toBe('100000');
    expect(pilot.sourceUrl).toBe(PILOT_RULE.sourceUrls[0]);
    expect(pilot.reason).toContain(eligible ? "within the pilot's birth dates" : 'only for children born from');
    if (eligible) expect(pilot.reason).toContain('U.S. citizen');
  });

  it('ends with the last year an account can be opened: December 31 of the year the child turns 17', async () => {
    expect((await answer('2025-06-01', undefined, '2042-12-31')).pilot.eligible).toBe(true);
    const late = await answer('2025-06-01', undefined, '2043-01-01');
    expect(late.pilot.eligible).toBe(false);
    expect(late.pilot.reason).toContain('No Trump account can be opened for a child born June 1, 2025 after 2042');
    expect(late.pledges.every((item) => !item.mayQualify)).toBe(true);
  });
});

describe('the Dell pledge: 10 and under on December 2, 2025, born before 2025', () => {
  it.each([
    ['2014-12-02', false, 'The child was 11 on December 2, 2025'],
    ['2014-12-03', true, '10 years old on December 2, 2025'],
    ['2018-03-03', true, '7 years old on December 2, 2025'],
    ['2024-12-31', true, '0 years old on December 2, 2025'],
    ['2025-01-01', false, 'the pledge is for children born on or before December 31, 2024'],
    ['2016-02-29', true, '9 years old on December 2, 2025'],
  ])('born %s: mayQualify %s', async (birthDate, mayQualify, words) => {
    const dell = pledge(await answer(birthDate), 'dell');
    expect(dell.mayQualify).toBe(mayQualify);
    expect(dell.reason).toContain(words);
    expect(dell.amountCents).toBe('25000');
    expect(dell.sponsor).toBe('Michael and Susan Dell');
    // The ZIP code's income is never known to the service: always a condition, never a test.
    expect(dell.conditions).toContain('the child lives in a ZIP code whose median income is below $150,000');
    if (mayQualify) expect(dell.reason).toContain('It also needs what the service cannot check');
  });

  it('needs no state: every state, and none, give the same answer', async () => {
    const none = pledge(await answer('2018-03-03'), 'dell');
    for (const state of ['CT', 'TX', 'WY']) expect(pledge(await answer('2018-03-03', state), 'dell')).toEqual(none);
  });
});

describe('the Dalio pledge: Connecticut, under 10 on December 17, 2025', () => {
  it.each([
    ['2015-12-17', false, 'The child was 10 on December 17, 2025'],
    ['2015-12-18', true, '9 years old on December 17, 2025'],
    ['2025-12-17', true, '0 years old on December 17, 2025'],
    ['2025-12-18', false, 'The child was not yet born on December 17, 2025'],
  ])('born %s in Connecticut: mayQualify %s', async (birthDate, mayQualify, words) => {
    const dalio = pledge(await answer(birthDate, 'CT', birthDate > AS_OF ? birthDate : AS_OF), 'dalio');
    expect(dalio.mayQualify).toBe(mayQualify);
    expect(dalio.reason).toContain(words);
  });

  it('without a state, asks for it: mayQualify false and a reason that names the state to give', async () => {
    const dalio = pledge(await answer('2018-03-03'), 'dalio');
    expect(dalio.mayQualify).toBe(false);
    expect(dalio.reason).toBe(
      'The pledge is only for children living in Connecticut; give the state (state=CT) to check it.',
    );
  });

  it('applies in Connecticut only, and Gerstner in Indiana only, for a child young enough for both', async () => {
    const young = '2023-05-01';
    for (const state of US_STATE_CODES) {
      const result = await answer(young, state);
      expect(pledge(result, 'dalio').mayQualify, state).toBe(state === 'CT');
      expect(pledge(result, 'gerstner').mayQualify, state).toBe(state === 'IN');
      expect(pledge(result, 'dell').mayQualify, state).toBe(true);
      if (state !== 'CT') {
        expect(pledge(result, 'dalio').reason).toMatch(
          /^The pledge is only for children living in Connecticut, not in /,
        );
      }
    }
  });
});

describe('the Gerstner pledge: Indiana, under 5 on February 24, 2026', () => {
  it.each([
    ['2021-02-24', false],
    ['2021-02-25', true],
    ['2020-02-29', false],
    ['2026-02-24', true],
    ['2026-02-25', false],
  ])('born %s in Indiana: mayQualify %s', async (birthDate, mayQualify) => {
    expect(pledge(await answer(birthDate, 'IN'), 'gerstner').mayQualify).toBe(mayQualify);
  });
});

describe('a leap-day birthday', () => {
  // A child born on 29 February completes a year on 28 February in other years (the model's month
  // arithmetic, docs/model.md#time): a test measured on that day sees the new age.
  const rule = (measuredOn: string): GiftRule =>
    ({
      ...PLEDGES[0],
      id: 'test',
      qualifies: { age: { belowYears: 10, measuredOn } },
    }) as GiftRule;
  const mayQualify = (measuredOn: string) =>
    eligibility({ birthDate: '2016-02-29', asOf: AS_OF }, { pilot: PILOT_RULE, pledges: [rule(measuredOn)] }).pledges[0]
      ?.mayQualify;

  it('is 9 on 27 February 2026, 10 on 28 February 2026, and 9 on 28 February 2025', () => {
    expect(mayQualify('2026-02-27')).toBe(true);
    expect(mayQualify('2026-02-28')).toBe(false);
    expect(mayQualify('2025-02-28')).toBe(true);
    expect(mayQualify('2024-02-28')).toBe(true);
    expect(mayQualify('2024-02-29')).toBe(true); // 8 on its birthday in a leap year
  });
});

describe('the age a gift lands at in a projection (docs/statute.md#the-pilot-and-the-pledges)', () => {
  const dell = PLEDGES[0] as GiftRule;
  it.each([
    ['2018-03-03', '2026-11-20', 104, 'after July 4, 2026: the first step, dated asOf'],
    ['2018-03-03', '2026-01-20', 101, 'before: the first month of age dated on or after July 4, 2026 (August 3)'],
    ['2018-07-04', '2026-01-01', 96, 'a birthday on July 4, 2026 itself'],
    ['2026-12-01', '2026-11-20', 0, 'an expected child: at birth'],
    ['2026-03-01', '2026-02-01', 5, 'an expected child born before July 4, 2026: August 1'],
    ['2016-02-29', '2026-02-28', 125, 'a leap-day birthday before July 4, 2026: July 29'],
    ['2016-02-29', '2027-02-28', 132, 'a leap-day birthday: February 28, 2027 is the 11th birthday'],
    ['2016-02-29', '2028-02-28', 143, 'the day before the 12th birthday, February 29, 2028'],
  ])('born %s, asked on %s: age %i months (%s)', (birthDate, asOf, months) => {
    expect(giftDepositAgeMonths(birthDate, asOf, dell)).toBe(months);
  });

  it('waits for a later paysFrom', () => {
    expect(giftDepositAgeMonths('2018-03-03', '2026-11-20', { ...dell, paysFrom: '2027-01-15' })).toBe(107);
  });
});

describe('the answer', () => {
  it('has exactly the documented shape, every pledge of GET /v1/rules in its order', async () => {
    const result = await answer('2018-03-03', 'CT');
    expect(Object.keys(result)).toEqual(['pilot', 'pledges']);
    expect(Object.keys(result.pilot)).toEqual(['eligible', 'amountCents', 'reason', 'sourceUrl']);
    for (const item of result.pledges) {
      expect(Object.keys(item)).toEqual([
        'id',
        'sponsor',
        'amountCents',
        'mayQualify',
        'conditions',
        'reason',
        'sourceUrl',
      ]);
    }
    const rules = await (await fetch(`${server.url}/v1/rules`)).json();
    expect(result.pledges.map((item) => item.id)).toEqual(rules.pledges.map((item: GiftRule) => item.id));
    expect(result.pledges.map((item) => item.sourceUrl)).toEqual(
      rules.pledges.map((item: GiftRule) => item.sourceUrls[0]),
    );
    expect(result).toEqual(eligibility({ birthDate: '2018-03-03', asOf: AS_OF, state: 'CT' }));
  });

  it('is cacheable: a strong ETag, a day of public caching, 304 on a match, the same bytes in any parameter order', async () => {
    const first = await fetch(`${server.url}/v1/eligibility?birthDate=2018-03-03&asOf=${AS_OF}&state=CT`);
    const text = await first.text();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    const reordered = await fetch(`${server.url}/v1/eligibility?state=CT&asOf=${AS_OF}&birthDate=2018-03-03`);
    expect(await reordered.text()).toBe(text);
    expect(reordered.headers.get('etag')).toBe(etag);
    const again = await fetch(`${server.url}/v1/eligibility?birthDate=2018-03-03&asOf=${AS_OF}&state=CT`, {
      headers: { 'if-none-match': etag as string },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await fetch(`${server.url}/v1/eligibility?birthDate=2018-03-03&asOf=${AS_OF}&state=CT`, {
      method: 'HEAD',
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
  });

  it('is never rate limited', async () => {
    const limited = await startServer({ RATE_LIMIT_API_PER_MINUTE: '1', RATE_LIMIT_MCP_PER_MINUTE: '1' });
    try {
      for (let i = 0; i < 5; i++) {
        const response = await fetch(`${limited.url}/v1/eligibility?birthDate=2018-03-03&asOf=${AS_OF}`);
        expect(response.status).toBe(200);
        await response.text();
      }
    } finally {
      await limited.close();
    }
  });
});

describe('a bad query is a 400 problem at the parameter, never a 500', () => {
  async function problems(query: string) {
    const response = await fetch(`${server.url}/v1/eligibility${query}`);
    const text = await response.text();
    expect(response.status, text).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const body = JSON.parse(text);
    expect(body.code).toBe('VALIDATION_ERROR');
    return { body, text, errors: body.errors as { pointer: string; code: string; message: string }[] };
  }
  const pointersAndCodes = (errors: { pointer: string; code: string }[]) =>
    errors.map((error) => `${error.pointer} ${error.code}`);

  it('names every missing parameter', async () => {
    expect(pointersAndCodes((await problems('')).errors)).toEqual(['/birthDate REQUIRED', '/asOf REQUIRED']);
    expect(pointersAndCodes((await problems('?birthDate=2018-03-03')).errors)).toEqual(['/asOf REQUIRED']);
  });

  it.each([
    '2018-3-3',
    '2018-03-03T00:00:00Z',
    '2021-02-29',
    '2018-13-01',
    '2018-00-10',
    '20180303',
    ' 2018-03-03',
    '',
  ])('refuses the birth date %j as NOT_A_DATE', async (value) => {
    const { errors } = await problems(`?birthDate=${encodeURIComponent(value)}&asOf=${AS_OF}`);
    expect(pointersAndCodes(errors)).toEqual(['/birthDate NOT_A_DATE']);
  });

  it('refuses an unknown state, a lower-case one and an empty one, listing the codes', async () => {
    for (const state of ['ZZ', 'ct', '', 'PR', 'Connecticut', '__proto__', 'toString', 'hasOwnProperty', 'C%00T']) {
      const { errors } = await problems(`?birthDate=2018-03-03&asOf=${AS_OF}&state=${encodeURIComponent(state)}`);
      expect(pointersAndCodes(errors), state).toEqual(['/state NOT_ONE_OF']);
      expect(errors[0]?.message).toContain('AL, AK, AZ');
    }
  });

  it('refuses an unknown parameter, with the one it was most likely meant to be', async () => {
    const { body, errors } = await problems(`?birthdate=2018-03-03&asOf=${AS_OF}`);
    expect(pointersAndCodes(errors)).toEqual(['/birthDate REQUIRED', '/birthdate UNKNOWN_FIELD']);
    expect(body.detail).toBe(
      '2 problems in the request: /birthdate unknown field; did you mean "birthDate"?; 1 more in errors.',
    );
    const odd = await problems(`?birthDate=2018-03-03&asOf=${AS_OF}&a~b/c=1&__proto__=1&constructor=1`);
    expect(pointersAndCodes(odd.errors)).toEqual([
      '/a~0b~1c UNKNOWN_FIELD',
      '/__proto__ UNKNOWN_FIELD',
      '/constructor UNKNOWN_FIELD',
    ]);
  });

  it('refuses a date beside another value, and names a percent-encoded parameter by its decoded name', async () => {
    const { errors } = await problems(`?birthDate=2018-03-03%00&asOf=${AS_OF}%20`);
    expect(pointersAndCodes(errors)).toEqual(['/birthDate NOT_A_DATE', '/asOf NOT_A_DATE']);
    const encoded = await problems(`?birth%44ate=2018-03-03&asOf=${AS_OF}&%73tate=CX`);
    expect(pointersAndCodes(encoded.errors)).toEqual(['/state NOT_ONE_OF']);
  });

  it('refuses a repeated parameter, even with the same value', async () => {
    const { errors } = await problems(`?birthDate=2018-03-03&birthDate=2018-03-03&asOf=${AS_OF}&state=CT&state=NY`);
    expect(pointersAndCodes(errors)).toEqual(['/birthDate INVALID', '/state INVALID']);
    expect(errors[0]?.message).toBe('is given 2 times; give it once');
  });

  it('reports at most 200 problems, as for a body, however many unknown parameters the query holds', async () => {
    const many = Array.from({ length: 1500 }, (_, i) => `p${i}=1`).join('&');
    const { body, text, errors } = await problems(`?birthDate=2018-03-03&asOf=${AS_OF}&${many}`);
    expect(errors).toHaveLength(200);
    expect(errors[0]).toEqual({ pointer: '/p0', code: 'UNKNOWN_FIELD', message: 'unknown field' });
    expect(errors.at(-1)?.pointer).toBe('/p199');
    expect(body.detail).toBe('200 problems in the request: /p0 unknown field; 199 more in errors.');
    expect(text.length).toBeLessThan(16_000);
    // The same query, the same bytes.
    expect((await problems(`?birthDate=2018-03-03&asOf=${AS_OF}&${many}`)).text).toBe(text);
  });

  it('answers far dates, years 0000 to 9999, as dates: a 200, never a 500', async () => {
    for (const [birthDate, asOf] of [
      ['0000-01-01', '9999-12-31'],
      ['9999-12-31', '0000-01-01'],
      ['0000-02-29', '0000-02-29'],
      ['9999-12-31', '9999-12-31'],
    ]) {
      const response = await fetch(`${server.url}/v1/eligibility?birthDate=${birthDate}&asOf=${asOf}`);
      expect(response.status, `${birthDate} ${asOf}`).toBe(200);
      const body = (await response.json()) as { pilot: { eligible: boolean }; pledges: { mayQualify: boolean }[] };
      expect(body.pilot.eligible).toBe(false);
      expect(body.pledges.every((pledge) => !pledge.mayQualify)).toBe(true);
    }
  });

  it.each([
    '-2018-03-03',
    '+2018-03-03',
    '12018-03-03',
    '\uFF12\uFF10\uFF11\uFF18-03-03', // full-width digits
    '\u0662\u0660\u0661\u0668-03-03', // Arabic-Indic digits
  ])('refuses the signed, five-digit or non-ASCII year %j as NOT_A_DATE', async (value) => {
    const { errors } = await problems(`?birthDate=${encodeURIComponent(value)}&asOf=${AS_OF}`);
    expect(pointersAndCodes(errors)).toEqual(['/birthDate NOT_A_DATE']);
  });

  it('answers a huge value briefly, without echoing it', async () => {
    const huge = 'x'.repeat(12_000);
    for (const query of [
      `?birthDate=${huge}&asOf=${AS_OF}`,
      `?birthDate=2018-03-03&asOf=${AS_OF}&state=${huge}`,
      `?birthDate=2018-03-03&asOf=${AS_OF}&state=${'%E2%80%AE'.repeat(1_000)}`,
    ]) {
      const { text } = await problems(query);
      expect(text).not.toContain('xxxxxxxxxx');
      expect(text.length).toBeLessThan(2_000);
    }
  });
});
