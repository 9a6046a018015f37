import type { Clock } from '../../lib/clock.js'

/**
 * A bounded map whose entries expire after `ttlMs` on the injected clock; when full, the least recently
 * used entry goes. Map keeps insertion order, so re-inserting on read makes the first key the oldest.
 */
export class LruCache<V> {
  readonly #entries = new Map<string, { value: V; expiresAtMs: number }>()

  constructor(private readonly options: { maxEntries: number; ttlMs: number; clock: Clock }) {}

  get(key: string): V | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    this.#entries.delete(key)
    if (entry.expiresAtMs <= this.options.clock.now().getTime()) return undefined
    this.#entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V): void {
    this.#entries.delete(key)
    this.#entries.set(key, { value, expiresAtMs: this.options.clock.now().getTime() + this.options.ttlMs })
    while (this.#entries.size > this.options.maxEntries) {
      const oldest = this.#entries.keys().next()
      if (oldest.done) break
      this.#entries.delete(oldest.value)
    }
  }

  get size(): number {
    return this.#entries.size
  }
}
