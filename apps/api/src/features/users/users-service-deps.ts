import type { FastifyBaseLogger } from 'fastify'
import type { Db, DbOrTx } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import type { SessionTokens } from '../auth/session-tokens.js'

// What every part of the users service (users.service.ts composes them) is given, kept apart so the parts
// and the service that assembles them do not import one another.

export interface UsersServiceDeps {
  db: Db
  clock: Clock
  tokens: SessionTokens
  /** Keys the hashes of one-time codes (see one-time-codes.ts). */
  codeSecret: string
  log: FastifyBaseLogger
  /** How long resend-otp and forgot-password take to answer, known email or not (CODE_REQUEST_ANSWER_MS). */
  codeRequestAnswerMs: number
  /** Waits real time; the floor above uses it. */
  sleep: (ms: number) => Promise<void>
  /**
   * Voids the account's identity approvals when a rename names someone else (docs/decisions/172), in the
   * rename's transaction; answers how many it voided. Absent: renames touch no approval.
   */
  voidIdentityApprovals?: (tx: DbOrTx, userId: number, now: Date) => Promise<number>
  /**
   * The sign-in challenge of an account with a second factor (features/two-factor), or null without one: login
   * then answers the challenge instead of a session. Absent: passwords alone sign in.
   */
  loginChallenge?: (userId: number) => Promise<LoginChallenge | null>
}

export interface LoginChallenge {
  challenge: string
  methods: ('totp' | 'passkey' | 'recovery')[]
}

export interface ClientMeta {
  userAgent?: string | undefined
  ip?: string | undefined
}
