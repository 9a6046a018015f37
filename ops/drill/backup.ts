import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { ROOT, sleep, waitFor } from '../../chaos/lib.js'
import { type Archive, clusterAt, type DrillCluster } from './postgres.js'
import type { Drill } from './scenarios.js'
import { mine, pay, placeOrder, type Placed, statusOf } from './shop.js'
import { DRILL_PORTS } from './topology.js'

// Backups and a restore that has been tried: a full pgBackRest backup of the running shop's cluster, more
// orders and payments, a target time noted, more again; then a point-in-time restore of that target into a
// fresh cluster, compared row by row with what the shop held at the target. The uploads and identity folders
// go through ops/backup/files-backup.sh and files-restore.sh.

export interface BackupContext {
  scratch: string
  cluster: DrillCluster
  archive: Archive
  archiveTimeoutS: number
  dataDir: string
  identityDir: string
}

/** Rows that must come back: orders, payments, invoice numbers and the stock ledger, one text per row. */
const SNAPSHOT_QUERIES = {
  orders: `select id || ':' || order_unique_id || ':' || total_fils as row from orders`,
  payments: `select txid || ':' || vout || ':' || amount_sats as row from payment_transactions`,
  'tax documents': `select kind || ':' || sequence || ':' || number || ':' || order_id as row from tax_documents`,
  'stock ledger': `select id || ':' || product_id || ':' || delta || ':' || reason || ':' || coalesce(order_id::text, '') as row from stock_ledger`,
} as const
type Snapshot = Record<keyof typeof SNAPSHOT_QUERIES, Set<string>>

async function snapshot(url: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    // One transaction, one snapshot of the database.
    await client.query('begin isolation level repeatable read')
    const result = {} as Snapshot
    for (const [name, query] of Object.entries(SNAPSHOT_QUERIES)) {
      const { rows } = await client.query<{ row: string }>(query)
      result[name as keyof Snapshot] = new Set(rows.map((r) => r.row))
    }
    await client.query('commit')
    return result
  } finally {
    await client.end()
  }
}

async function scalar<T>(url: string, query: string): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ value: T }>(query)
    return rows[0]!.value
  } finally {
    await client.end()
  }
}

/** Orders placed and paid in full (mined), until each is Confirmed with its invoice. */
async function ordersAndPayments(drill: Drill, count: number, paid: number): Promise<Placed[]> {
  const placed: Placed[] = []
  for (let i = 0; i < count; i++) {
    const buyer = drill.buyers.find((b) => b.left > 0)!
    placed.push(await placeOrder(drill.proxy, drill.database, buyer, drill.product))
  }
  for (const p of placed.slice(0, paid)) pay(drill.chain, p.address, p.sats, false)
  mine(drill.chain)
  const confirmed = await waitFor(
    async () =>
      (await Promise.all(placed.slice(0, paid).map((p) => statusOf(drill.database, p.orderUniqueId)))).every(
        (s) => s === 'Confirmed',
      ),
    30_000,
    100,
  )
  if (confirmed === null) throw new Error('paid orders did not reach Confirmed within 30 s')
  return placed
}

/** Writes a few files where the shop keeps them (owner uploads, identity documents). */
function someFiles(dir: string, prefix: string, count: number): void {
  mkdirSync(dir, { recursive: true })
  for (let i = 0; i < count; i++) writeFileSync(path.join(dir, `${prefix}-${i}.bin`), randomBytes(20_000 + i))
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`

export async function backupScenario(drill: Drill, ctx: BackupContext): Promise<void> {
  const c = drill.checks
  const liveUrl = ctx.cluster.url('shop')

  // Files the shop keeps outside the database.
  someFiles(path.join(ctx.dataDir, 'uploads', 'drill'), 'photo', 5)
  someFiles(path.join(ctx.identityDir, 'drill'), 'document', 3)
  const filesOut = path.join(ctx.scratch, 'files-backup')
  const filesLine = execFileSync(path.join(ROOT, 'ops/backup/files-backup.sh'), [
    filesOut,
    path.join(ctx.dataDir, 'uploads'),
    ctx.identityDir,
  ])
    .toString()
    .trim()
  const archiveFile = readdirSync(filesOut).find((f) => f.endsWith('.tar.gz'))!
  const restoredFiles = execFileSync(path.join(ROOT, 'ops/backup/files-restore.sh'), [
    path.join(filesOut, archiveFile),
    path.join(ctx.scratch, 'files-restored'),
  ])
    .toString()
    .trim()
  c.figure(`files: ${path.basename(filesLine)}; ${restoredFiles.replace(ctx.scratch, '<scratch>')}`)

  // A full backup of the running cluster, while the shop serves.
  const backupStarted = performance.now()
  ctx.archive.run('backup', ['--type=full'])
  const backupMs = performance.now() - backupStarted
  const info = JSON.parse(ctx.archive.run('info', ['--output=json'])) as {
    backup: { info: { size: number; repository: { delta: number } } }[]
  }[]
  const last = info[0]!.backup.at(-1)!
  c.figure(
    `pgBackRest full backup: ${seconds(backupMs)}, database ${mib(last.info.size)}, in the repository ${mib(last.info.repository.delta)} (zstd)`,
  )

  await ordersAndPayments(drill, 6, 4)
  // The target: the shop is quiet (no order in flight, every payment counted), its rows read, the time noted.
  const before = await snapshot(liveUrl)
  const target = await scalar<string>(
    liveUrl,
    `select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00' as value`,
  )
  const targetWal = await scalar<string>(liveUrl, 'select pg_walfile_name(pg_current_wal_lsn()) as value')
  const targetAt = performance.now()
  const lastArchived = () =>
    scalar<string | null>(liveUrl, 'select last_archived_wal as value from pg_stat_archiver')
  // RPO: how long the WAL holding the target stayed on this machine alone (archive_timeout bounds it).
  const archivedAfter = waitFor(
    async () => ((await lastArchived()) ?? '') >= targetWal,
    3 * ctx.archiveTimeoutS * 1000,
    200,
  ).then((ms) => (ms === null ? null : performance.now() - targetAt))
  await sleep(1_000)
  const after = await ordersAndPayments(drill, 6, 4)
  const archived = await archivedAfter
  c.check(archived !== null, `the WAL holding the target was archived (within ${3 * ctx.archiveTimeoutS} s)`)
  c.figure(
    `RPO: the WAL holding the target was archived ${seconds(archived ?? Number.NaN)} after it (archive_timeout ${ctx.archiveTimeoutS} s)`,
  )
  // Everything written so far reaches the repository before the restore.
  const lastWal = await scalar<string>(liveUrl, 'select pg_walfile_name(pg_switch_wal()) as value')
  await waitFor(async () => ((await lastArchived()) ?? '') >= lastWal, 60_000, 200)

  // Point-in-time restore into a fresh cluster on another port.
  const restored = clusterAt(ctx.scratch, 'restored', DRILL_PORTS.restored)
  const restoreStarted = performance.now()
  ctx.archive.run('restore', [
    `--pg1-path=${restored.dataDir}`,
    '--type=time',
    `--target=${target}`,
    '--target-action=promote',
  ])
  // The restored copy must not archive into the live cluster's repository.
  restored.start('-c archive_mode=off')
  const promoted = await waitFor(
    async () => restored.psql('postgres', 'select pg_is_in_recovery()') === 'f',
    120_000,
    200,
  )
  const restoreMs = performance.now() - restoreStarted
  c.check(promoted !== null, 'the restored cluster finished recovery and was promoted')
  c.figure(
    `point-in-time restore to ${target} (pgbackrest restore + recovery + promote): ${seconds(restoreMs)}`,
  )

  const back = await snapshot(restored.url('shop'))
  const compared: string[] = []
  let rows = 0
  let missing = 0
  let extra = 0
  for (const name of Object.keys(SNAPSHOT_QUERIES) as (keyof Snapshot)[]) {
    const gone = [...before[name]].filter((row) => !back[name].has(row))
    const added = [...back[name]].filter((row) => !before[name].has(row))
    rows += before[name].size
    missing += gone.length
    extra += added.length
    compared.push(`${name} ${back[name].size}/${before[name].size}`)
    c.check(gone.length === 0, `${name}: every row up to the target is restored (${gone.length} missing)`)
    c.check(
      added.length === 0,
      `${name}: nothing written after the target is restored (${added.length} extra)`,
    )
  }
  const laterOrders = after.filter((p) => [...back.orders].some((row) => row.includes(p.orderUniqueId)))
  c.check(
    laterOrders.length === 0,
    `orders placed after the target are absent (${laterOrders.length} present)`,
  )
  const gaps = restored.psql(
    'shop',
    `select kind || ' ' || count(*) || ' ' || min(sequence) || '-' || max(sequence) from tax_documents group by kind
     having min(sequence) <> 1 or max(sequence) <> count(*)`,
  )
  const invoices = restored.psql(
    'shop',
    `select count(*) || ' (' || coalesce(min(number), '-') || ' .. ' || coalesce(max(number), '-') || ')' from tax_documents where kind = 'invoice'`,
  )
  c.check(gaps === '', `the restored invoice sequence has no gap (${gaps || 'none'})`)
  c.check(Number(invoices.split(' ')[0]) > 0, 'the restored database holds invoices')
  c.figure(
    `rows compared: ${rows} (${compared.join(', ')}); ${missing} missing, ${extra} extra; invoices ${invoices}, no gap`,
  )
  restored.stop()
  drill.summary.set(
    'backup',
    `full ${mib(last.info.size)} (repo ${mib(last.info.repository.delta)}) in ${seconds(backupMs)}`,
  )
  drill.summary.set(
    'restore (RTO)',
    `PITR ${seconds(restoreMs)}; WAL of the target archived after ${seconds(archived ?? Number.NaN)} (RPO bound archive_timeout ${ctx.archiveTimeoutS} s)`,
  )
  drill.summary.set(
    'rows compared',
    `${rows}: ${missing} missing, ${extra} extra; invoices ${invoices} without a gap; ${filesLine.split(' ').slice(-2).join(' ')} restored, checksums match`,
  )
}
