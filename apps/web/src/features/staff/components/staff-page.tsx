import {
  InviteStaffBodySchema,
  STAFF_ROLES,
  type StaffInvitation,
  type StaffMember,
  type StaffRole,
} from '@shop/contract'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { LoadError } from '../../../components/ui/status-message'
import { INPUT_CLASS, TextField } from '../../../components/ui/text-field'
import { cx } from '../../../lib/cx'
import { formatDateTime } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { translateMessage } from '../../../lib/translate-message'
import { useEndStaffSession, useInviteStaff, useStaff, useStaffSessions, useUpdateStaff } from '../api'

const LABEL = 'mb-1.5 block text-sm font-medium text-ink-800'
const CARD = 'rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6'

/** A failed call's words for a toast: the API's message, in the page's language when the contract knows it. */
const failure = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback)

/**
 * /admin/staff (the owner's): who works in the back office with which role; invite by email, change a role,
 * disable or enable. The API keeps the last active owner and audits every change.
 */
export function StaffPage({ selfId, now }: { selfId: number; now: Date }) {
  const { t } = useTranslation(['staff'])
  const staff = useStaff()
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
          {t('staff:page.title')}
        </h1>
        <p className="mt-2 text-ink-600">{t('staff:page.lead')}</p>
      </div>
      <InviteForm />
      {staff.isPending ? (
        <div
          role="status"
          aria-label={t('staff:page.loading')}
          className="h-64 animate-pulse rounded-2xl bg-cream-200"
        />
      ) : staff.isError ? (
        <LoadError
          message={staff.error.message}
          onRetry={() => void staff.refetch()}
          isRetrying={staff.isFetching}
        />
      ) : (
        <>
          <section aria-labelledby="staff-members" className={CARD}>
            <h2 id="staff-members" className="mb-4 font-display text-lg font-semibold text-ink-900">
              {t('staff:page.members')}
            </h2>
            <ul className="divide-y divide-line">
              {staff.data.data.members.map((member) => (
                <MemberRow key={member.id} member={member} isSelf={member.id === selfId} />
              ))}
            </ul>
          </section>
          <section aria-labelledby="staff-invitations" className={CARD}>
            <h2 id="staff-invitations" className="mb-4 font-display text-lg font-semibold text-ink-900">
              {t('staff:page.invitations')}
            </h2>
            {staff.data.data.invitations.length === 0 ? (
              <p className="text-sm text-ink-600">{t('staff:page.noInvitations')}</p>
            ) : (
              <ul className="divide-y divide-line">
                {staff.data.data.invitations.map((invitation) => (
                  <InvitationRow key={invitation.email} invitation={invitation} now={now} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  )
}

function RoleSelect({
  id,
  value,
  onChange,
  label,
  disabled,
}: {
  id: string
  value: StaffRole
  onChange: (role: StaffRole) => void
  label: string
  disabled?: boolean
}) {
  const { t } = useTranslation(['staff'])
  return (
    <select
      id={id}
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as StaffRole)}
      className={cx(INPUT_CLASS, 'border-line')}
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`staff:roles.${role}`)}
        </option>
      ))}
    </select>
  )
}

/** Email and role; cleared once the invitation is sent. */
function InviteForm() {
  const { t } = useTranslation(['staff'])
  const invite = useInviteStaff()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<StaffRole>('fulfilment')
  const [error, setError] = useState<string | undefined>()

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = InviteStaffBodySchema.safeParse({ email, role })
    if (!parsed.success) {
      setError(translateMessage(parsed.error.issues[0]?.message ?? ''))
      return
    }
    setError(undefined)
    try {
      await invite.mutateAsync(parsed.data)
      toast.success(t('staff:invite.sentToast', { email: parsed.data.email }))
      setEmail('')
      setRole('fulfilment')
    } catch (failed) {
      toast.error(failure(failed, t('staff:invite.submit')))
    }
  }

  return (
    <section aria-labelledby="staff-invite" className={CARD}>
      <h2 id="staff-invite" className="font-display text-lg font-semibold text-ink-900">
        {t('staff:invite.heading')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('staff:invite.lead')}</p>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="mt-4 grid gap-4 md:grid-cols-[1fr_14rem_auto] md:items-start"
      >
        <TextField
          label={t('staff:invite.email')}
          type="email"
          autoComplete="off"
          dir="ltr"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            setError(undefined)
          }}
          error={error}
        />
        <div>
          <label htmlFor="invite-role" className={LABEL}>
            {t('staff:invite.role')}
          </label>
          <RoleSelect id="invite-role" value={role} onChange={setRole} label={t('staff:invite.role')} />
          <p className="mt-1.5 text-xs text-ink-600">{t(`staff:roleHints.${role}`)}</p>
        </div>
        <Button type="submit" disabled={email.trim() === '' || invite.isPending} className="md:mt-7">
          {invite.isPending ? t('staff:invite.submitting') : t('staff:invite.submit')}
        </Button>
      </form>
    </section>
  )
}

function StatusBadge({ status }: { status: StaffMember['status'] | 'invited' }) {
  const { t } = useTranslation(['staff'])
  const tone = {
    active: 'bg-green-100 text-green-900',
    disabled: 'bg-red-100 text-red-900',
    invited: 'bg-gold-100 text-gold-900',
  }[status]
  return (
    <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold', tone)}>
      {t(`staff:status.${status}`)}
    </span>
  )
}

function MemberRow({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const { t } = useTranslation(['staff'])
  const update = useUpdateStaff()
  const name = `${member.firstName} ${member.lastName}`
  const disabled = member.status === 'disabled'

  const apply = async (body: { role?: StaffRole; disabled?: boolean }) => {
    try {
      const changed = (await update.mutateAsync({ id: member.id, body })).data
      if (body.role) {
        toast.success(
          t('staff:page.roleToast', { email: member.email, role: t(`staff:roles.${changed.role}`) }),
        )
      } else {
        toast.success(
          t(changed.status === 'disabled' ? 'staff:page.disabledToast' : 'staff:page.enabledToast', {
            email: member.email,
          }),
        )
      }
    } catch (error) {
      toast.error(failure(error, t('staff:page.role', { name })))
    }
  }

  return (
    <li className="grid gap-3 py-4 md:grid-cols-[1fr_14rem_7rem] md:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
          <bdi>{name}</bdi>
          {isSelf && <span className="text-sm font-normal text-ink-600">({t('staff:page.you')})</span>}
          <StatusBadge status={member.status} />
        </p>
        <p dir="ltr" className="truncate text-start text-sm text-ink-600 rtl:text-end">
          {member.email}
        </p>
        <p className="text-xs text-ink-500">
          {member.lastSignInAt
            ? t('staff:page.lastSignIn', { date: formatDateTime(member.lastSignInAt, 'shop') })
            : t('staff:page.neverSignedIn')}
        </p>
      </div>
      <RoleSelect
        id={`role-${member.id}`}
        value={member.role}
        label={t('staff:page.role', { name })}
        disabled={update.isPending}
        onChange={(role) => void apply({ role })}
      />
      {isSelf ? (
        <span />
      ) : (
        <Button
          size="sm"
          variant={disabled ? 'primary' : 'danger'}
          disabled={update.isPending}
          onClick={() => void apply({ disabled: !disabled })}
          aria-label={`${disabled ? t('staff:page.enable') : t('staff:page.disable')} ${name}`}
        >
          {disabled ? t('staff:page.enable') : t('staff:page.disable')}
        </Button>
      )}
      {!isSelf && <MemberSessions userId={member.id} name={name} />}
    </li>
  )
}

/**
 * Where a member is signed in, read when the owner opens it; "End" signs that device out at once (a lost phone,
 * someone leaving). Ending asks for the owner's second factor again when it is older than ten minutes.
 */
function MemberSessions({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation(['staff', 'security'])
  const [open, setOpen] = useState(false)
  const listId = useId()
  const sessions = useStaffSessions(userId, open)
  const end = useEndStaffSession(userId)
  const endOne = async (sessionId: string, device: string) => {
    try {
      await end.mutateAsync(sessionId)
      toast.success(t('staff:sessions.endedToast', { name, device }))
    } catch (error) {
      toast.error(failure(error, t('security:sessions.end')))
    }
  }
  return (
    <div className="md:col-span-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="text-sm font-semibold text-gold-800 underline-offset-4 hover:underline"
      >
        {open ? t('staff:sessions.hide') : t('staff:sessions.show')}
      </button>
      <div id={listId} hidden={!open} className="mt-2">
        {open && sessions.isPending && <p className="text-sm text-ink-600">{t('staff:sessions.loading')}</p>}
        {sessions.isError && <LoadError message={sessions.error.message} />}
        {sessions.data?.length === 0 && <p className="text-sm text-ink-600">{t('staff:sessions.none')}</p>}
        {sessions.data && sessions.data.length > 0 && (
          <ul aria-label={t('staff:sessions.listLabel', { name })} className="divide-y divide-line">
            {sessions.data.map((session) => (
              <li key={session.id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-ink-900">{session.device}</p>
                  <p className="text-xs text-ink-500">
                    {t('security:sessions.lastSeen', { when: formatDateTime(session.lastSeenAt, 'shop') })}
                    {session.place && ` · ${t('security:sessions.from', { place: session.place })}`}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={end.isPending}
                  onClick={() => void endOne(session.id, session.device)}
                  aria-label={t('staff:sessions.endLabel', { name, device: session.device })}
                >
                  {t('security:sessions.end')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}

function InvitationRow({ invitation, now }: { invitation: StaffInvitation; now: Date }) {
  const { t } = useTranslation(['staff'])
  const invite = useInviteStaff()
  const expired = Date.parse(invitation.expiresAt) <= now.getTime()
  const resend = async () => {
    try {
      await invite.mutateAsync({ email: invitation.email, role: invitation.role })
      toast.success(t('staff:page.resentToast', { email: invitation.email }))
    } catch (error) {
      toast.error(failure(error, t('staff:page.resend')))
    }
  }
  return (
    <li className="grid gap-2 py-4 md:grid-cols-[1fr_auto] md:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span dir="ltr" className="font-semibold break-all text-ink-900">
            {invitation.email}
          </span>
          <StatusBadge status="invited" />
          <span className="text-sm text-ink-700">{t(`staff:roles.${invitation.role}`)}</span>
        </p>
        <p className="text-xs text-ink-500">
          {t('staff:page.invitedAt', { date: formatDateTime(invitation.invitedAt, 'shop') })} ·{' '}
          {t(expired ? 'staff:page.expired' : 'staff:page.expiresAt', {
            date: formatDateTime(invitation.expiresAt, 'shop'),
          })}
        </p>
        {invitation.existingAccount && (
          <p className="text-xs text-ink-600">{t('staff:page.existingAccount')}</p>
        )}
      </div>
      <Button size="sm" variant="secondary" disabled={invite.isPending} onClick={() => void resend()}>
        {t('staff:page.resend')}
      </Button>
    </li>
  )
}
