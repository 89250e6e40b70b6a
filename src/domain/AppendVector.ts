/**
 * A persistent append-only sequence with O(1) amortized append. Pure from the outside.
 *
 * A vector is a view `(items, length)` over a shared backing array. Every vector only reads
 * indexes below its own length, and those slots are never written again, so sharing the
 * array is invisible: appending to the newest vector pushes in place, appending to an older
 * one (whose length is behind the array's) copies its prefix first.
 */

export class AppendVector<A> implements Iterable<A> {
  private constructor(
    private readonly items: Array<A>,
    readonly length: number
  ) {}

  static empty<A>(): AppendVector<A> {
    return new AppendVector<A>([], 0)
  }

  static from<A>(items: Iterable<A>): AppendVector<A> {
    const array = Array.from(items)
    return new AppendVector(array, array.length)
  }

  get(index: number): A | undefined {
    return index >= 0 && index < this.length ? this.items[index] : undefined
  }

  last(): A | undefined {
    return this.get(this.length - 1)
  }

  /** Whether `append` will push in place (this is the newest vector over its array). */
  get isNewest(): boolean {
    return this.items.length === this.length
  }

  append(item: A): AppendVector<A> {
    const items = this.items.length === this.length ? this.items : this.items.slice(0, this.length)
    items.push(item)
    return new AppendVector(items, this.length + 1)
  }

  appendAll(added: ReadonlyArray<A>): AppendVector<A> {
    if (added.length === 0) return this
    const items = this.items.length === this.length ? this.items : this.items.slice(0, this.length)
    for (const item of added) items.push(item)
    return new AppendVector(items, this.length + added.length)
  }

  *[Symbol.iterator](): Iterator<A> {
    for (let i = 0; i < this.length; i++) yield this.items[i] as A
  }

  toArray(): ReadonlyArray<A> {
    return this.items.slice(0, this.length)
  }
}
