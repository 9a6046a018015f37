import {
  type PublicShopSettings,
  type ShopSettings,
  ShopSettingsSchema,
  type StoredShopSettings,
  settingsChanges,
} from '@shop/contract'
import { eq, sql } from 'drizzle-orm'
import type { Database, Db } from '../../db/client.js'
import { shopSettings } from '../../db/schema/index.js'
import type { Clock } from '../../lib/clock.js'
import { recordAudit } from '../audit/audit.repo.js'

/** PostgreSQL channel announcing a saved change of the shop's settings (payload: the new version). */
export const SHOP_SETTINGS_CHANNEL = 'shop_settings'
/**
 * The longest an instance answers from its copy without reading the row again: the safety net for a change
 * notice it missed (a dropped LISTEN connection), so a stale value cannot last longer than this.
 */
export const SHOP_SETTINGS_MAX_AGE_MS = 30_000

export interface ShopSettingsDeps {
  db: Db
  clock: Clock
  /** The settings before the owner saved any: the contract's defaults over the environment's values. */
  defaults: ShopSettings
  /** LISTEN on the database (both drivers): how other instances' saves reach this one at once. */
  listen?: Database['listen']
  log?: { warn(message: string): void }
}

export interface ShopSettingsService {
  /** The settings in force: this process's copy, read again when a notice said it changed or it is too old. */
  current(): Promise<ShopSettings>
  /** The settings with their version and last change, read from the database. */
  stored(): Promise<StoredShopSettings>
  /** What the storefront needs to show prices (no caps or thresholds). */
  publicSettings(): Promise<PublicShopSettings>
  /**
   * Saves the whole set (validated by the route), audits each changed field (before -> after) in the same
   * transaction and announces the new version to every instance on commit.
   */
  update(actorUserId: number, next: ShopSettings): Promise<StoredShopSettings>
  /** Starts listening for other instances' saves. */
  start(): Promise<void>
  stop(): Promise<void>
  /** Resolves once this instance has heard of (or made) `version` or a later one: tests wait on it, never sleep. */
  whenVersion(version: number): Promise<void>
}

interface Copy {
  settings: ShopSettings
  version: number
  readAt: number
}

/** The row's settings over the defaults, so a field added after the row was saved reads its default. */
function settingsOfRow(defaults: ShopSettings, stored: unknown): ShopSettings {
  const parsed = ShopSettingsSchema.safeParse({ ...defaults, ...(stored as Record<string, unknown>) })
  return parsed.success ? parsed.data : defaults
}

export function createShopSettingsService(deps: ShopSettingsDeps): ShopSettingsService {
  let copy: Copy | null = null
  /** Set by a change notice: the next `current()` reads the row again. */
  let stale = true
  let heardVersion = 0
  const waiting: { version: number; resolve: () => void }[] = []
  let stopListening: (() => Promise<void>) | null = null

  const heard = (version: number) => {
    heardVersion = Math.max(heardVersion, version)
    for (const waiter of [...waiting]) {
      if (waiter.version <= heardVersion) {
        waiting.splice(waiting.indexOf(waiter), 1)
        waiter.resolve()
      }
    }
  }

  async function stored(): Promise<StoredShopSettings> {
    const [row] = await deps.db.select().from(shopSettings).where(eq(shopSettings.id, 1))
    if (!row) return { settings: deps.defaults, version: 0, updatedAt: null }
    return {
      settings: settingsOfRow(deps.defaults, row.settings),
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    }
  }

  async function current(): Promise<ShopSettings> {
    const now = deps.clock.now().getTime()
    if (copy && !stale && now - copy.readAt < SHOP_SETTINGS_MAX_AGE_MS) return copy.settings
    stale = false
    const read = await stored()
    copy = { settings: read.settings, version: read.version, readAt: now }
    return read.settings
  }

  return {
    current,
    stored,
    async publicSettings() {
      const {
        serviceChargePercent,
        returnDays,
        deliveryByEmirate,
        shipping,
        paidCancellationFeePercent,
        paymentWindowMinutes,
      } = await current()
      return {
        serviceChargePercent,
        returnDays,
        deliveryByEmirate,
        shipping,
        paidCancellationFeePercent,
        paymentWindowMinutes,
      }
    },
    async update(actorUserId, next) {
      const at = deps.clock.now()
      const saved = await deps.db.transaction(async (tx) => {
        // The row locked for the save: two owners saving at once write one version after the other.
        const [row] = await tx.select().from(shopSettings).where(eq(shopSettings.id, 1)).for('update')
        const before = row ? settingsOfRow(deps.defaults, row.settings) : deps.defaults
        const version = (row?.version ?? 0) + 1
        await tx
          .insert(shopSettings)
          .values({ id: 1, settings: next, version, createdAt: at, updatedAt: at })
          .onConflictDoUpdate({ target: shopSettings.id, set: { settings: next, version, updatedAt: at } })
        const changes = settingsChanges(before, next)
        if (changes.length > 0) {
          await recordAudit(tx, {
            actorUserId,
            action: 'settings.update',
            entityType: 'settings',
            entityId: 'shop',
            before: Object.fromEntries(changes.map((change) => [change.field, change.before])),
            after: Object.fromEntries(changes.map((change) => [change.field, change.after])),
            at,
          })
        }
        // Delivered to every listening instance when the transaction commits, never on a rollback.
        await tx.execute(sql`select pg_notify(${SHOP_SETTINGS_CHANNEL}, ${String(version)})`)
        return { settings: next, version, updatedAt: at.toISOString() }
      })
      copy = { settings: saved.settings, version: saved.version, readAt: deps.clock.now().getTime() }
      stale = false
      heard(saved.version)
      return saved
    },
    async start() {
      if (!deps.listen || stopListening) return
      stopListening = await deps.listen(SHOP_SETTINGS_CHANNEL, (payload) => {
        const version = Number(payload)
        // Read again unless this copy is already that version (this instance's own save).
        if (!copy || copy.version < version) stale = true
        if (Number.isInteger(version)) heard(version)
      })
    },
    async stop() {
      const stop = stopListening
      stopListening = null
      // The database may already be gone (shutdown after an outage): nothing is left to unlisten from.
      if (stop) await stop().catch(() => {})
    },
    whenVersion(version) {
      if (heardVersion >= version) return Promise.resolve()
      return new Promise((resolve) => waiting.push({ version, resolve }))
    },
  }
}
