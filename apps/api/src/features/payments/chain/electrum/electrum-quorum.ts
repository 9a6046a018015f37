import { AddressUnreadableError, ChainBackendError } from '../chain-backend.js'
import type { ElectrumLog } from './electrum-connection.js'
import type { ServerView } from './electrum-server-view.js'

// Asking every server and deciding on their answers (docs/decisions/077-electrum-two-servers-agree.md): with
// two or more servers, an answer counts only when two servers agree and no other answer is as common, so one
// lying server cannot mark an order paid.

/** Two or more servers answered differently and no answer has a clear majority of at least two. */
export class AddressInDisputeError extends AddressUnreadableError {
  constructor(address: string, message: string) {
    super(address, message)
    this.name = 'AddressInDisputeError'
  }
}

export const asBackendError = (error: unknown, what: string): ChainBackendError =>
  error instanceof ChainBackendError ? error : new ChainBackendError(`electrum ${what}: ${String(error)}`)

export type Answer<T> = { label: string; ok: true; value: T } | { label: string; ok: false; error: unknown }

/** Asks every server at once; each answer or error is kept with the server's label. */
export type Ask = <T>(fn: (view: ServerView) => Promise<T>) => Promise<Answer<T>[]>

/** Decides on the servers' answers (see `agreement`). */
export type Agree = <T>(
  what: string,
  answers: Answer<T>[],
  keyOf: (value: T) => string,
  dispute: (message: string) => ChainBackendError,
) => T

/** The `Ask` of these servers. */
export function askingEvery(views: readonly ServerView[]): Ask {
  return async function ask<T>(fn: (view: ServerView) => Promise<T>): Promise<Answer<T>[]> {
    return Promise.all(
      views.map(async (view): Promise<Answer<T>> => {
        try {
          return { label: view.label, ok: true, value: await fn(view) }
        } catch (error) {
          return { label: view.label, ok: false, error }
        }
      }),
    )
  }
}

/** The `Agree` of `quorum` (two or more servers) or of a single server; disagreements are logged to `log`. */
export function agreement(log: ElectrumLog, quorum: boolean): Agree {
  /**
   * The answer servers agree on. One server: its answer. Several: the most common answer, given by at least
   * two servers and by more than any other; the servers that said otherwise are logged.
   * @throws the only server's error; AddressUnreadableError when a server cannot read the address;
   *   ChainBackendError when fewer than two answered; `dispute()` when no answer wins.
   */
  function agree<T>(
    what: string,
    answers: Answer<T>[],
    keyOf: (value: T) => string,
    dispute: (message: string) => ChainBackendError,
  ): T {
    if (!quorum) {
      const [only] = answers
      if (!only) throw new ChainBackendError(`electrum ${what}: no server`)
      if (only.ok) return only.value
      throw asBackendError(only.error, what)
    }
    const unreadable = answers.find((a) => !a.ok && a.error instanceof AddressUnreadableError)
    if (unreadable && !unreadable.ok) throw unreadable.error as AddressUnreadableError
    const groups = new Map<string, { value: T; labels: string[] }>()
    for (const answer of answers) {
      if (!answer.ok) continue
      const key = keyOf(answer.value)
      const group = groups.get(key) ?? { value: answer.value, labels: [] }
      group.labels.push(answer.label)
      groups.set(key, group)
    }
    const ranked = [...groups.values()].sort((a, b) => b.labels.length - a.labels.length)
    const [best, second] = ranked
    const answered = answers.filter((a) => a.ok).length
    if (answered < 2 || !best) {
      const failed = answers.flatMap((a) =>
        a.ok ? [] : [`${a.label}: ${asBackendError(a.error, what).message}`],
      )
      throw new ChainBackendError(`electrum ${what}: fewer than two servers answered (${failed.join('; ')})`)
    }
    if (best.labels.length >= 2 && best.labels.length > (second?.labels.length ?? 0)) {
      if (second) {
        log.warn(
          { what, agreed: best.labels, disagreed: ranked.slice(1).flatMap((g) => g.labels) },
          'electrum: a server disagrees with the others',
        )
      }
      return best.value
    }
    log.warn(
      { what, answers: ranked.map((g) => g.labels) },
      'electrum: servers disagree; nothing is decided on it until two agree',
    )
    throw dispute(
      `electrum ${what}: servers disagree (${ranked.map((g) => g.labels.join('+')).join(' vs ')})`,
    )
  }
  return agree
}
