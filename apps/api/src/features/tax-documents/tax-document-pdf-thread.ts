import { Worker } from 'node:worker_threads'
import type { TaxDocumentSnapshot } from '@shop/contract'
import type { PdfAnswer, PdfRequest } from './tax-document-pdf.thread.js'

// Laying out an invoice (pdfkit shaping Arabic and Latin text with fontkit) takes 80 ms to over a second of
// uninterrupted work: in the API's thread it stalled every request behind it, /healthz included, while the mail
// worker attached the invoices of a burst of confirmed orders (docs/decisions/173). One thread of its own
// renders them, one at a time; the API's thread only waits for the bytes.

interface Pending {
  resolve: (pdf: Buffer) => void
  reject: (error: Error) => void
}

// The built API runs the built thread. The sources (development under tsx, the tests) start it through tsx's
// loader, registered in the thread before the thread's TypeScript is imported.
const FROM_SOURCE = import.meta.url.endsWith('.ts')
const THREAD_URL = new URL(
  FROM_SOURCE ? './tax-document-pdf.thread.ts' : './tax-document-pdf.thread.js',
  import.meta.url,
)
const startThread = (): Worker =>
  FROM_SOURCE
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(THREAD_URL.href)}) })`,
        { eval: true, execArgv: ['--conditions=source'] },
      )
    : new Worker(THREAD_URL)

let worker: Worker | null = null
const pending = new Map<number, Pending>()
let nextId = 1

function failAll(error: Error): void {
  for (const { reject } of pending.values()) reject(error)
  pending.clear()
  worker = null
}

function thread(): Worker {
  if (worker) return worker
  const started = startThread()
  // An idle renderer never keeps the process alive; a render asked for keeps it until answered (ref below).
  started.unref()
  started.on('message', (answer: PdfAnswer) => {
    const waiting = pending.get(answer.id)
    if (!waiting) return
    pending.delete(answer.id)
    if (pending.size === 0) started.unref()
    if ('error' in answer) waiting.reject(new Error(`tax document PDF: ${answer.error}`))
    else waiting.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength))
  })
  // A thread that fails or ends fails what it was asked; the next render starts a new one.
  started.on('error', (error) => {
    if (worker === started) failAll(error)
  })
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`the PDF thread ended (${code})`))
  })
  worker = started
  return started
}

/** renderTaxDocumentPdf (the same bytes) in the PDF thread, off the thread that serves requests. */
export function renderTaxDocumentPdfOffThread(snapshot: TaxDocumentSnapshot): Promise<Buffer> {
  const target = thread()
  const id = nextId++
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject })
    target.ref()
    target.postMessage({ id, snapshot } satisfies PdfRequest)
  })
}

/** Ends the PDF thread (tests, shutdown); a later render starts another. */
export async function stopPdfThread(): Promise<void> {
  const current = worker
  if (!current) return
  worker = null
  failAll(new Error('the PDF thread was stopped'))
  await current.terminate()
}
