/**
 * Commits `batch` with `commit`; when that throws and `databaseAnswers()` still resolves, halves the batch
 * and commits each half alone, down to single items, and hands each item that still fails to `onFailure`
 * (docs/decisions/180). k failing items among n cost O(k log n) attempts; a batch that commits costs one.
 * A database that does not answer is an outage, not a poisoned item: the first error is thrown instead.
 * Every background job that writes many independent things in one transaction runs through this, so one of
 * them can never hold back the others.
 */
export async function commitIsolating<T>(
  batch: readonly T[],
  commit: (items: readonly T[]) => Promise<void>,
  options: {
    onFailure: (item: T, error: unknown) => Promise<void>
    databaseAnswers: () => Promise<unknown>
  },
): Promise<T[]> {
  if (batch.length === 0) return []
  try {
    await commit(batch)
    return []
  } catch (error) {
    await options.databaseAnswers().catch(() => {
      throw error
    })
    const [only] = batch
    if (batch.length === 1 && only !== undefined) {
      await options.onFailure(only, error)
      return [only]
    }
    const middle = Math.ceil(batch.length / 2)
    const first = await commitIsolating(batch.slice(0, middle), commit, options)
    const second = await commitIsolating(batch.slice(middle), commit, options)
    return [...first, ...second]
  }
}

/** An error's message for logs and the owner's lists (a thrown non-Error as its text). */
export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}
