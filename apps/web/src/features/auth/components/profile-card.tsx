import { zodResolver } from '@hookform/resolvers/zod'
import { UpdateProfileBodySchema, type UpdateProfileBody, type User } from '@shop/contract'
import { Mail, Pencil, UserRound } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n'
import { toast } from 'sonner'
import type { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { Modal } from '../../../components/ui/modal'
import { TextField } from '../../../components/ui/text-field'
import { updateProfile, useSetSignedInUser } from '../api'
import { clientErrorMessage } from '../../../lib/client-error-message'
import { translateMessage } from '../../../lib/translate-message'

/** docs/product.md#for-shoppers profile tab: the name and email card; its edit dialog saves (PATCH /user/update-profile). */
export function ProfileCard({ user }: { user: User }) {
  const [editing, setEditing] = useState(false)
  const { t } = useTranslation(['auth'])
  return (
    <section
      aria-labelledby="profile-heading"
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="profile-heading" className="font-display text-2xl font-semibold text-ink-900">
          {t('auth:profile.heading')}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('auth:profile.edit')}
        </Button>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div className="flex items-center gap-3">
          <UserRound aria-hidden="true" className="size-5 text-gold-600" />
          <div>
            <dt className="text-ink-500">{t('auth:profile.name')}</dt>
            <dd className="font-medium text-ink-900">
              {user.firstName} {user.lastName}
            </dd>
          </div>
        </div>
        <div className="flex min-w-0 items-center gap-3">
          <Mail aria-hidden="true" className="size-5 shrink-0 text-gold-600" />
          <div className="min-w-0">
            <dt className="text-ink-500">{t('auth:profile.email')}</dt>
            <dd className="font-medium break-all text-ink-900">
              <span dir="ltr">{user.email}</span>
            </dd>
          </div>
        </div>
      </dl>
      <Modal open={editing} onOpenChange={setEditing} title={t('auth:profile.editTitle')}>
        {editing && <EditProfileForm user={user} onDone={() => setEditing(false)} />}
      </Modal>
    </section>
  )
}

function EditProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const setSignedInUser = useSetSignedInUser()
  const { t } = useTranslation(['auth'])
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof UpdateProfileBodySchema>, unknown, UpdateProfileBody>({
    resolver: zodResolver(UpdateProfileBodySchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  })

  const onSubmit = handleSubmit(async (body) => {
    try {
      const answer = await updateProfile(body)
      await setSignedInUser(answer.data)
      toast.success(t('auth:profile.updated'))
      // A new name is a new person to the shop's identity check (docs/decisions/172): say so, and why.
      if (answer.data.identityVerificationVoided)
        toast.info(t('auth:profile.identityVoided'), { duration: 10_000 })
      onDone()
    } catch (error) {
      toast.error(clientErrorMessage(error, t('auth:profile.updateFailed')))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t('auth:fields.firstName')}
        autoComplete="given-name"
        error={errors.firstName?.message && translateMessage(errors.firstName.message)}
        {...register('firstName')}
      />
      <TextField
        label={t('auth:fields.lastName')}
        autoComplete="family-name"
        error={errors.lastName?.message && translateMessage(errors.lastName.message)}
        {...register('lastName')}
      />
      <TextField
        label={t('auth:fields.email')}
        type="email"
        value={user.email}
        readOnly
        disabled
        hint={t('auth:profile.emailFixed')}
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('auth:profile.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('auth:profile.saving') : t('auth:profile.save')}
        </Button>
      </div>
    </form>
  )
}
