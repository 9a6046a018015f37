/** docs/architecture.md: business time comes from an injected clock, so tests move time instead of sleeping. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock that only moves when told to; used by tests and by the development-only advance-clock call. */
export class ManualClock implements Clock {
  #ms: number
  constructor(start: Date | number) {
    this.#ms = typeof start === 'number' ? start : start.getTime()
  }
  now(): Date {
    return new Date(this.#ms)
  }
  advance(ms: number): void {
    this.#ms += ms
  }
}

/** The system clock shifted by an offset that only grows: development can skip ahead through payment windows. */
export class OffsetClock implements Clock {
  #offsetMs = 0
  constructor(private readonly base: Clock = systemClock) {}
  now(): Date {
    return new Date(this.base.now().getTime() + this.#offsetMs)
  }
  advance(ms: number): void {
    this.#offsetMs += ms
  }
}
