import { MESSAGES, type Address } from '@shop/contract'
import { Pencil, Plus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Button } from '../../../components/ui/button'
import { LoadError } from '../../../components/ui/status-message'
import { cx } from '../../../lib/cx'
import { translateMessage } from '../../../lib/translate-message'
import { useAddresses } from '../api'
import { AddressFormDialog } from './address-form-dialog'
import { AddressSummary, addressPlace } from './address-summary'

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; address: Address }

/**
 * docs/product.md#for-shoppers checkout: choose the delivery address (radio buttons: arrow keys move between them), edit
 * one or add a new one in the address modal. A newly added address is selected.
 */
export function AddressPicker({
  userId,
  selectedId,
  onSelect,
}: {
  userId: number
  selectedId: number | null
  onSelect: (addressId: number) => void
}) {
  const { t } = useTranslation(['address'])
  const addresses = useAddresses(userId)
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' })

  return (
    <section
      aria-labelledby="delivery-heading"
      className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="delivery-heading" className="font-display text-2xl font-semibold text-ink-900">
          {t('address:picker.heading')}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setEditing({ mode: 'add' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('address:book.add')}
        </Button>
      </div>
      <div className="mt-5">
        {addresses.isPending ? (
          <div
            role="status"
            aria-label={t('address:book.loading')}
            className="h-28 animate-pulse rounded-2xl bg-cream-200"
          />
        ) : addresses.isError ? (
          <LoadError message={addresses.error.message} onRetry={() => void addresses.refetch()} />
        ) : addresses.data.length === 0 ? (
          <p className="text-ink-600">{translateMessage(MESSAGES.noAddresses)}</p>
        ) : (
          <div role="radiogroup" aria-labelledby="delivery-heading" className="grid gap-3 sm:grid-cols-2">
            {addresses.data.map((address) => {
              const checked = address.id === selectedId
              return (
                <div
                  key={address.id}
                  className={cx(
                    'relative flex gap-3 rounded-2xl border p-4 transition',
                    checked
                      ? 'border-gold-500 bg-gold-100/30 ring-1 ring-gold-300'
                      : 'border-line hover:border-gold-300',
                  )}
                >
                  <input
                    type="radio"
                    name="delivery-address"
                    id={`address-${address.id}`}
                    checked={checked}
                    // Nothing ships to an address that needs an update: the buyer completes it first.
                    disabled={address.needsUpdate}
                    onChange={() => onSelect(address.id)}
                    className="mt-1 size-4 accent-gold-600"
                  />
                  <label htmlFor={`address-${address.id}`} className="min-w-0 flex-1 cursor-pointer">
                    <AddressSummary address={address} />
                    {address.isDefault && (
                      <span className="mt-2 inline-block rounded-full bg-ink-900 px-2.5 py-0.5 text-xs font-semibold text-gold-200">
                        {t('address:book.primary')}
                      </span>
                    )}
                    {address.needsUpdate && (
                      <button
                        type="button"
                        className="mt-2 block text-sm font-semibold text-gold-800 underline"
                        onClick={() => setEditing({ mode: 'edit', address })}
                      >
                        {t('address:picker.update')}
                      </button>
                    )}
                  </label>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="h-9 self-start px-2.5"
                    aria-label={t('address:picker.editLabel', { place: addressPlace(t, address) })}
                    onClick={() => setEditing({ mode: 'edit', address })}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              )
            })}
          </div>
        )}
      </div>
      <AddressFormDialog
        open={editing.mode !== 'closed'}
        onOpenChange={(open) => !open && setEditing({ mode: 'closed' })}
        userId={userId}
        address={editing.mode === 'edit' ? editing.address : undefined}
        onSaved={(saved) => onSelect(saved.id)}
      />
    </section>
  )
}
