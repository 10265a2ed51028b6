/**
 * Splits a streamed `{"modified": ..., "<array>": [{...}, {...}]}` document into its array's objects as text
 * arrives, so a 100k-line download is parsed a row at a time and never held whole. Objects inside the array may
 * nest; everything outside it is kept and parsed at the end (`head()`), with the array emptied.
 */
export class JsonArraySplitter {
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** Text of the object being read, carried over from earlier pieces. */
  private partial = '';
  private outside = '';
  /** The document's text up to the array's opening bracket, once it has come. */
  private openingText: string | null = null;

  /** Feeds the next piece of text; returns the array's objects completed in it, as text. */
  push(text: string): string[] {
    const objects: string[] = [];
    let objectStart = this.depth >= 3 ? 0 : -1;
    let outsideStart = this.depth <= 1 ? 0 : -1;
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (code === 92 /* \ */) this.escaped = true;
        else if (code === 34 /* " */) this.inString = false;
        continue;
      }
      if (code === 34) {
        this.inString = true;
      } else if (code === 123 /* { */ || code === 91 /* [ */) {
        this.depth += 1;
        if (this.depth === 2 && outsideStart >= 0) {
          // Keep the array's opening bracket outside, drop its content.
          this.outside += text.slice(outsideStart, index + 1);
          outsideStart = -1;
          this.openingText ??= this.outside;
        } else if (this.depth === 3) {
          objectStart = index;
        }
      } else if (code === 125 /* } */ || code === 93 /* ] */) {
        this.depth -= 1;
        if (this.depth === 2 && objectStart >= 0) {
          objects.push(this.partial + text.slice(objectStart, index + 1));
          this.partial = '';
          objectStart = -1;
        } else if (this.depth === 1) {
          outsideStart = index;
        }
      }
    }
    if (objectStart >= 0) this.partial += text.slice(objectStart);
    if (outsideStart >= 0) this.outside += text.slice(outsideStart);
    return objects;
  }

  /**
   * The document's members before the array (`{"count": 100000, "subscriptions": [` → `{count: 100000,
   * subscriptions: []}`), once the array has begun; null before. A total sent first is known before any row.
   */
  opening<T>(): T | null {
    if (this.openingText === null) return null;
    try {
      return JSON.parse(`${this.openingText}]}`) as T;
    } catch {
      return null;
    }
  }

  /** The document without the array's objects, once the stream has ended; throws when it was cut short. */
  head<T>(): T {
    if (this.depth !== 0 || this.inString) throw new Error('the download ended before the document did');
    return JSON.parse(this.outside) as T;
  }
}
