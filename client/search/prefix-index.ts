/** Sorted keys → record indexes; `range(prefix)` returns the records whose key starts with the prefix. */
export class PrefixIndex {
  private readonly keys: string[];
  private readonly records: Uint32Array;

  constructor(entries: Iterable<readonly [key: string, record: number]>) {
    const keyOf: string[] = [];
    const recordOf: number[] = [];
    for (const [key, record] of entries)
      if (key.length > 0) {
        keyOf.push(key);
        recordOf.push(record);
      }
    // A permutation sorted by key then record: no pair per entry to allocate, copy and collect.
    const order = new Uint32Array(keyOf.length);
    for (let at = 0; at < order.length; at++) order[at] = at;
    order.sort((a, b) => {
      const keyA = keyOf[a] ?? '';
      const keyB = keyOf[b] ?? '';
      return keyA < keyB ? -1 : keyA > keyB ? 1 : (recordOf[a] ?? 0) - (recordOf[b] ?? 0);
    });
    this.keys = Array.from(order, (at) => keyOf[at] ?? '');
    this.records = Uint32Array.from(order, (at) => recordOf[at] ?? 0);
  }

  /** Up to `limit` records whose key starts with `prefix`, in key order (exact matches first). */
  range(prefix: string, limit: number): number[] {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.keys[middle] ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    const found: number[] = [];
    for (let at = low; at < this.keys.length && found.length < limit; at++) {
      if (!(this.keys[at] ?? '').startsWith(prefix)) break;
      const record = this.records[at] ?? 0;
      if (!found.includes(record)) found.push(record);
    }
    return found;
  }
}
