// The response cache stays within its byte bound, evicting the least recently used entry.
import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../server/service/response-cache.js';

const entry = (text: string) => ({ body: text, etag: '"e"' });
/** Bytes of one entry with a 1-character key: UTF-16, 2 bytes a code unit. */
const sizeOf = (body: string) => 2 * (1 + body.length + 3);

describe('ResponseCache', () => {
  it('evicts the least recently used entries to stay within its bound', () => {
    const cache = new ResponseCache(3 * sizeOf('x'.repeat(10)));
    cache.set('a', entry('a'.repeat(10)));
    cache.set('b', entry('b'.repeat(10)));
    cache.set('c', entry('c'.repeat(10)));
    expect(cache.get('a')?.body).toBe('a'.repeat(10)); // a is now the most recently used
    cache.set('d', entry('d'.repeat(10)));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.get('d')).toBeDefined();
  });

  it('keeps the order of use when a hit on the entry used last moves nothing', () => {
    const cache = new ResponseCache(2 * sizeOf('x'.repeat(10)));
    cache.set('a', entry('a'.repeat(10)));
    expect(cache.get('a')).toBeDefined(); // the newest already
    cache.set('b', entry('b'.repeat(10))); // now b is the newest
    expect(cache.get('a')).toBeDefined(); // so a moves past it
    expect(cache.get('a')).toBeDefined();
    cache.set('c', entry('c'.repeat(10)));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('refuses an entry larger than the whole bound, and replaces an entry in place', () => {
    const cache = new ResponseCache(sizeOf('x'.repeat(10)));
    cache.set('a', entry('x'.repeat(11)));
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', entry('1'.repeat(10)));
    cache.set('a', entry('2'.repeat(10)));
    expect(cache.get('a')?.body).toBe('2'.repeat(10));
  });
});
