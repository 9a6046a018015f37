import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

// Helpers shared by the benchmarks. Benchmarks print figures and never fail a test run.

/** The PostgreSQL URL of the benchmark, or a one-line reason and exit code 2. */
export function requireDatabaseUrl(script: string): string {
  const url = process.env.DATABASE_URL
  if (!url) {
    console.error(
      `${script} needs PostgreSQL: createdb -h 127.0.0.1 -U postgres shop_bench && DATABASE_URL=postgres://postgres@127.0.0.1:5432/shop_bench npm run ${script}`,
    )
    process.exit(2)
  }
  return url
}

/** A whole number from the environment, or the default. */
export function envInt(name: string, fallback: number): number {
  const value = Number(process.env[name])
  return Number.isInteger(value) && value > 0 ? value : fallback
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const upper = sorted[mid] ?? Number.NaN
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? Number.NaN) + upper) / 2
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts a server process and resolves once a line of its stdout matches `ready`. Its stderr is passed
 * through, so a crash explains itself.
 */
export function startProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; ready: RegExp; name: string },
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let buffered = ''
    let started = false
    const timer = setTimeout(() => {
      child.kill('SIGTERM')
      reject(new Error(`${options.name} did not start within 60 s`))
    }, 60_000)
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${options.name}] ${chunk.toString()}`))
    child.stdout?.on('data', (chunk: Buffer) => {
      // After start-up the server logs only warnings and errors (LOG_LEVEL=warn): show them, or a crash
      // under load reads as nothing but refused connections.
      if (started) {
        process.stderr.write(`[${options.name}] ${chunk.toString()}`)
        return
      }
      buffered += chunk.toString()
      if (options.ready.test(buffered)) {
        started = true
        clearTimeout(timer)
        resolve(child)
      }
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      if (started) process.stderr.write(`[${options.name}] exited (code ${code}, signal ${signal})\n`)
      reject(new Error(`${options.name} exited with code ${code} before it was ready`))
    })
  })
}

/** Stops a process started by startProcess and waits for it to exit. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

export const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-')

/** A plain text table: the first row is the header. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)))
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  '),
    )
    .join('\n')
}
