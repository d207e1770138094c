// An in-process LRU of serialised response bodies, bounded in bytes (docs/api.md#caching).
// Responses are pure functions of the normalised request, so an entry never goes stale within one
// version.

export interface CachedResponse {
  body: string;
  etag: string;
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;
  /** The key used last, which a hit need not move: a key asked for again and again (one popular
   *  scenario) costs a lookup, not a delete and a set (docs/performance.md#the-cached-path). */
  private newest: string | undefined;

  constructor(private readonly maxBytes: number) {}

  /** Entries held (for metrics). */
  get entryCount(): number {
    return this.entries.size;
  }

  /** The memory they take, as counted against the bound (for metrics). */
  get byteSize(): number {
    return this.bytes;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry !== undefined && key !== this.newest) {
      // Map keeps insertion order: re-inserting marks the entry most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.newest = key;
    }
    return entry;
  }

  set(key: string, entry: CachedResponse): void {
    const size = ResponseCache.sizeOf(key, entry);
    if (size > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      this.bytes -= ResponseCache.sizeOf(key, previous);
    }
    this.entries.set(key, entry);
    this.newest = key;
    this.bytes += size;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= ResponseCache.sizeOf(oldest, value);
    }
  }

  /** UTF-16 code units, two bytes each: what the strings hold in memory. */
  private static sizeOf(key: string, entry: CachedResponse): number {
    return 2 * (key.length + entry.body.length + entry.etag.length);
  }
}
