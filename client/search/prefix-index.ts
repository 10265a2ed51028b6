/** Sorted keys → record indexes; `range(prefix)` returns the records whose key starts with the prefix. */
export class PrefixIndex {
  private readonly keys: string[];
  private readonly records: Uint32Array;

  constructor(entries: Iterable<readonly [key: string, record: number]>) {
    const list = [...entries].filter(([key]) => key.length > 0);
    list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    this.keys = list.map(([key]) => key);
    this.records = Uint32Array.from(list.map(([, record]) => record));
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
