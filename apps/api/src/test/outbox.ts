import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { OutboxEntry } from '../lib/mailer.js'
import type { TestApp } from './harness.js'

/**
 * Every message the test app wrote to DATA_DIR/outbox, in sending order (file names sort that way), after
 * sending every mail queued so far (the queue's worker does not run in tests unless a test drains it).
 */
export async function readOutbox(t: TestApp): Promise<OutboxEntry[]> {
  await t.app.mailQueue.drain()
  const dir = path.join(t.config.DATA_DIR, 'outbox')
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort()
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxEntry),
  )
}

/** The messages sent to `to`, oldest first. */
export async function mailTo(t: TestApp, to: string): Promise<OutboxEntry[]> {
  return (await readOutbox(t)).filter((m) => m.to === to)
}

/** The 6-digit code of the latest message to `to`, as the person would read it in their mail. */
export async function latestCode(t: TestApp, to: string): Promise<string> {
  const last = (await mailTo(t, to)).at(-1)
  const code = last?.text.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no code mailed to ${to}`)
  return code
}
