import { execFileSync } from 'node:child_process'
import { chownSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// The drill's own PostgreSQL: a throwaway cluster with WAL archiving into a pgBackRest repository, never the
// machine's shared cluster. As root, every PostgreSQL and pgBackRest command runs as the `postgres` user.

const PG_BIN = '/usr/lib/postgresql/15/bin'
const asRoot = process.getuid?.() === 0
const postgresUid = () => Number(execFileSync('id', ['-u', 'postgres']).toString())
const postgresGid = () => Number(execFileSync('id', ['-g', 'postgres']).toString())

/** Runs `command` as the postgres user (directly when not root); its stdout. */
export function asPostgres(command: string, args: string[]): string {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  return execFileSync(file, argv, {
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  }).toString()
}

function ownedByPostgres(dir: string): void {
  if (asRoot) chownSync(dir, postgresUid(), postgresGid())
}

/** A folder for the drill's clusters and repository; removed at exit. */
export function scratchRoot(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-ops-drill-'))
  ownedByPostgres(dir)
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
  return dir
}

export interface DrillCluster {
  port: number
  dataDir: string
  url(database: string): string
  start(extraOptions?: string): void
  stop(): void
  /** One SQL statement through psql; the rows as tab-separated text. */
  psql(database: string, sql: string): string
}

/** A cluster in `root/name` on `port`, its socket in `root`. */
export function clusterAt(root: string, name: string, port: number): DrillCluster {
  const dataDir = path.join(root, name)
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=200`
  return {
    port,
    dataDir,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start(extraOptions = '') {
      asPostgres(`${PG_BIN}/pg_ctl`, [
        '-D',
        dataDir,
        '-o',
        `${options} ${extraOptions}`,
        '-l',
        `${dataDir}.log`,
        '-w',
        '-t',
        '300',
        'start',
      ])
    },
    stop() {
      try {
        asPostgres(`${PG_BIN}/pg_ctl`, ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
      } catch {
        // not running
      }
    },
    psql(database, sql) {
      return asPostgres('/usr/bin/psql', [
        '-h',
        root,
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        database,
        '-XAtq',
        '-F',
        '\t',
        '-c',
        sql,
      ]).trim()
    },
  }
}

export interface Archive {
  configFile: string
  stanza: string
  repoDir: string
  /** `pgbackrest <command>` with the drill's configuration. */
  run(command: string, args?: string[]): string
}

/**
 * pgBackRest's configuration for the cluster at `cluster.dataDir`, as docs/operations.md writes it for a real
 * host (there /etc/pgbackrest/pgbackrest.conf and a repository on another disk or in object storage).
 */
export function pgBackRestFor(root: string, cluster: DrillCluster): Archive {
  const repoDir = path.join(root, 'repo')
  for (const dir of [
    repoDir,
    path.join(root, 'pgbr-log'),
    path.join(root, 'pgbr-lock'),
    path.join(root, 'pgbr-spool'),
  ]) {
    mkdirSync(dir, { recursive: true })
    ownedByPostgres(dir)
  }
  const configFile = path.join(root, 'pgbackrest.conf')
  writeFileSync(
    configFile,
    [
      '[global]',
      `repo1-path=${repoDir}`,
      'repo1-retention-full=2',
      'compress-type=zst',
      'start-fast=y',
      'archive-async=n',
      `log-path=${path.join(root, 'pgbr-log')}`,
      `lock-path=${path.join(root, 'pgbr-lock')}`,
      `spool-path=${path.join(root, 'pgbr-spool')}`,
      'log-level-console=warn',
      'log-level-file=info',
      '',
      '[drill]',
      `pg1-path=${cluster.dataDir}`,
      `pg1-port=${cluster.port}`,
      `pg1-socket-path=${root}`,
      '',
    ].join('\n'),
  )
  ownedByPostgres(configFile)
  const stanza = 'drill'
  return {
    configFile,
    stanza,
    repoDir,
    run: (command, args = []) =>
      asPostgres('/usr/bin/pgbackrest', [`--config=${configFile}`, `--stanza=${stanza}`, ...args, command]),
  }
}

/** initdb into `cluster.dataDir` with WAL archiving through pgBackRest (archive_timeout bounds the RPO). */
export function initArchivingCluster(
  cluster: DrillCluster,
  archiveConfigFile: string,
  archiveTimeoutS: number,
): void {
  asPostgres(`${PG_BIN}/initdb`, ['-D', cluster.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'])
  const settings = [
    'wal_level = replica',
    'archive_mode = on',
    `archive_command = 'pgbackrest --config=${archiveConfigFile} --stanza=drill archive-push %p'`,
    `archive_timeout = ${archiveTimeoutS}`,
    'max_wal_senders = 3',
    // The drill shares two cores with other work: fsync stays on (a backup drill on unsafe settings proves little).
    'shared_buffers = 128MB',
  ]
  writeFileSync(path.join(cluster.dataDir, 'postgresql.auto.conf'), settings.join('\n') + '\n', { flag: 'a' })
}

/** Bytes under `dir` (du -sb). */
export function bytesUnder(dir: string): number {
  statSync(dir)
  return Number(execFileSync('du', ['-sb', dir]).toString().split('\t')[0])
}
