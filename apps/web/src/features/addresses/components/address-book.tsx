import * as Checkbox from '@radix-ui/react-checkbox'
import { MESSAGES, type Address } from '@shop/contract'
import { Check, Pencil, Plus, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { clientErrorMessage } from '../../../lib/client-error-message'
import { cx } from '../../../lib/cx'
import { toAddressForm, useAddresses, useDeleteAddress, useSaveAddress } from '../api'
import { AddressFormDialog } from './address-form-dialog'
import { AddressSummary, addressPlace } from './address-summary'
import { translateMessage } from '../../../lib/translate-message'

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; address: Address }

/**
 * docs/product.md#for-shoppers profile address book: a card per address with a Primary checkbox, edit and delete (asked
 * first), an 'Add New Address' tile and the empty state. Failures show an error toast.
 */
export function AddressBook({ userId }: { userId: number }) {
  const { t } = useTranslation(['address'])
  const addresses = useAddresses(userId)
  const save = useSaveAddress(userId)
  const remove = useDeleteAddress(userId)
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' })
  const [deleting, setDeleting] = useState<Address | null>(null)

  async function markPrimary(address: Address) {
    // An address that needs an update cannot be saved as it is: the form asks for what it lacks.
    if (address.needsUpdate) return setEditing({ mode: 'edit', address })
    try {
      // docs/architecture.md#orders-stock-and-payment: marking one as primary sends it with isDefault true.
      await save.mutateAsync({ id: address.id, form: { ...toAddressForm(address), isDefault: true } })
    } catch (error) {
      toast.error(clientErrorMessage(error, t('address:book.primaryFailed')))
    }
  }

  async function confirmDelete() {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      toast.success(t('address:book.deleted'))
      setDeleting(null)
    } catch (error) {
      toast.error(clientErrorMessage(error, t('address:book.deleteFailed')))
    }
  }

  return (
    <section aria-labelledby="address-book-heading">
      <h2 id="address-book-heading" className="font-display text-2xl font-semibold text-ink-900">
        {t('address:book.heading')}
      </h2>
      {addresses.isPending ? (
        <div role="status" aria-label={t('address:book.loading')} className="mt-5 grid gap-4 sm:grid-cols-2">
          {[0, 1].map((index) => (
            <div key={index} className="h-44 animate-pulse rounded-2xl bg-cream-200" />
          ))}
        </div>
      ) : addresses.isError ? (
        <div role="alert" className="mt-5 rounded-2xl bg-red-50 p-5 text-sm text-red-800">
          {addresses.error.message}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void addresses.refetch()}>
            {t('address:book.retry')}
          </button>
        </div>
      ) : (
        <>
          {addresses.data.length === 0 && (
            <p className="mt-4 text-ink-600">{translateMessage(MESSAGES.noAddresses)}</p>
          )}
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {addresses.data.map((address) => (
              <li key={address.id}>
                <AddressCard
                  address={address}
                  busy={save.isPending || remove.isPending}
                  onPrimary={() => void markPrimary(address)}
                  onEdit={() => setEditing({ mode: 'edit', address })}
                  onDelete={() => setDeleting(address)}
                />
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => setEditing({ mode: 'add' })}
                className="flex h-full min-h-44 w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-gold-300 bg-cream-50 p-5 font-semibold text-gold-800 transition hover:border-gold-500 hover:bg-gold-100/40"
              >
                <Plus aria-hidden="true" className="size-7" />
                {t('address:book.add')}
              </button>
            </li>
          </ul>
        </>
      )}
      <AddressFormDialog
        open={editing.mode !== 'closed'}
        onOpenChange={(open) => !open && setEditing({ mode: 'closed' })}
        userId={userId}
        address={editing.mode === 'edit' ? editing.address : undefined}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('address:book.deleteTitle')}
        description={t('address:book.deleteDescription')}
        confirmLabel={t('address:book.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  )
}

function AddressCard({
  address,
  busy,
  onPrimary,
  onEdit,
  onDelete,
}: {
  address: Address
  busy: boolean
  onPrimary: () => void
  onEdit: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation(['address'])
  const checkboxId = useId()
  return (
    <article
      aria-label={t('address:book.cardLabel', { place: addressPlace(t, address) })}
      className={cx(
        'flex h-full flex-col justify-between gap-4 rounded-2xl border bg-white p-5 shadow-sm',
        address.isDefault ? 'border-gold-500 ring-1 ring-gold-300' : 'border-line',
      )}
    >
      <AddressSummary address={address} />
      <div className="flex items-center justify-between gap-3 border-t border-line pt-3">
        <div className="flex items-center gap-2">
          <Checkbox.Root
            id={checkboxId}
            checked={address.isDefault}
            // A primary address stays primary until another one is marked.
            disabled={address.isDefault || busy}
            onCheckedChange={(checked) => checked === true && onPrimary()}
            className="grid size-5 place-items-center rounded border border-ink-400 bg-white data-[state=checked]:border-gold-600 data-[state=checked]:bg-gold-500 disabled:cursor-not-allowed"
          >
            <Checkbox.Indicator>
              <Check aria-hidden="true" className="size-3.5 text-ink-950" strokeWidth={3} />
            </Checkbox.Indicator>
          </Checkbox.Root>
          <label htmlFor={checkboxId} className="text-sm font-medium text-ink-800">
            {t('address:book.primary')}
          </label>
        </div>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            className="px-3"
            onClick={onEdit}
            aria-label={t('address:book.edit')}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="px-3"
            onClick={onDelete}
            aria-label={t('address:book.delete')}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
    </article>
  )
}
