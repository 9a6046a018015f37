import type { OwnerCategory } from '@shop/contract'
import { ArrowDown, ArrowUp, Eye, EyeOff, ImageOff, Pencil, Plus, Trash2 } from 'lucide-react'
import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Modal } from '../../../components/ui/modal'
import { LoadError } from '../../../components/ui/status-message'
import { FormAlert, INPUT_CLASS, TextField } from '../../../components/ui/text-field'
import { cx } from '../../../lib/cx'
import { useTranslation } from '../../../lib/i18n'
import {
  type CategoryDraft,
  useDeleteCategory,
  useOwnerCategories,
  useReorderCategories,
  useSaveCategory,
  useSetCategoryHidden,
} from '../api'

// docs/decisions/207: the owner's categories: both names, a picture, the storefront's order (up and down
// buttons: a keyboard and a phone move a row as surely as a mouse), hidden or shown, and delete when empty.

/** The ids with the one at `index` swapped with its neighbour `by` places away (-1 up, +1 down). */
export function movedIds(ids: readonly number[], index: number, by: -1 | 1): number[] {
  const next = [...ids]
  const other = index + by
  if (other < 0 || other >= next.length) return next
  const [moved] = next.splice(index, 1)
  if (moved !== undefined) next.splice(other, 0, moved)
  return next
}

type Editing = { mode: 'create' } | { mode: 'edit'; category: OwnerCategory } | null

export function OwnerCategories() {
  const { t } = useTranslation(['ownerCategories'])
  const categories = useOwnerCategories()
  const reorder = useReorderCategories()
  const [editing, setEditing] = useState<Editing>(null)

  if (categories.isPending) {
    return (
      <div
        role="status"
        aria-label={t('ownerCategories:loading')}
        className="h-64 animate-pulse rounded-2xl bg-cream-200"
      />
    )
  }
  if (categories.isError) {
    return (
      <LoadError
        message={categories.error.message}
        onRetry={() => void categories.refetch()}
        isRetrying={categories.isFetching}
      />
    )
  }
  const rows = categories.data
  const ids = rows.map((row) => row.id)

  const move = async (index: number, by: -1 | 1) => {
    try {
      await reorder.mutateAsync(movedIds(ids, index, by))
      toast.success(t('ownerCategories:toast.moved'))
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error))
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-600">{t('ownerCategories:list.deleteRule')}</p>
        <Button onClick={() => setEditing({ mode: 'create' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('ownerCategories:add')}
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-8 text-center text-ink-600">
          {t('ownerCategories:empty')}
        </p>
      ) : (
        <ol aria-label={t('ownerCategories:list.label')} className="space-y-3">
          {rows.map((category, index) => (
            <CategoryRow
              key={category.id}
              category={category}
              first={index === 0}
              last={index === rows.length - 1}
              moving={reorder.isPending}
              onMove={(by) => void move(index, by)}
              onEdit={() => setEditing({ mode: 'edit', category })}
            />
          ))}
        </ol>
      )}
      {editing && (
        <CategoryEditor
          key={editing.mode === 'edit' ? editing.category.id : 'new'}
          category={editing.mode === 'edit' ? editing.category : null}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  )
}

function CategoryThumb({ category }: { category: OwnerCategory }) {
  const { t } = useTranslation(['ownerCategories'])
  const [failed, setFailed] = useState(false)
  const url = category.image?.url ?? category.categoryImage
  if (!url || failed) {
    return (
      <div
        role="img"
        aria-label={t('ownerCategories:list.noImage')}
        className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-cream-200 text-ink-400"
      >
        <ImageOff aria-hidden="true" className="size-6" />
      </div>
    )
  }
  return (
    <img
      src={url}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      onError={() => setFailed(true)}
      className="size-16 shrink-0 rounded-xl bg-cream-100 object-cover"
    />
  )
}

function CategoryRow({
  category,
  first,
  last,
  moving,
  onMove,
  onEdit,
}: {
  category: OwnerCategory
  first: boolean
  last: boolean
  moving: boolean
  onMove: (by: -1 | 1) => void
  onEdit: () => void
}) {
  const { t } = useTranslation(['ownerCategories'])
  const setHidden = useSetCategoryHidden()
  const remove = useDeleteCategory()
  const [confirming, setConfirming] = useState(false)
  const name = category.categoryName

  const toggleHidden = async () => {
    try {
      await setHidden.mutateAsync({ id: category.id, categoryName: name, hidden: !category.hidden })
      toast.success(
        t(category.hidden ? 'ownerCategories:toast.shown' : 'ownerCategories:toast.hidden', { name }),
      )
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error))
    }
  }

  const onDelete = async () => {
    try {
      await remove.mutateAsync(category.id)
      setConfirming(false)
      toast.success(t('ownerCategories:toast.deleted', { name }))
    } catch {
      // Shown in the row (a category that gained products meanwhile answers 409 with its count).
      setConfirming(false)
    }
  }

  const hasProducts = category.productCount > 0
  return (
    <li
      aria-label={name}
      className={cx(
        'rounded-2xl border bg-white p-4 shadow-sm',
        category.hidden ? 'border-dashed border-ink-900/25 bg-cream-50' : 'border-line',
      )}
    >
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex shrink-0 flex-col gap-1">
          <button
            type="button"
            aria-label={t('ownerCategories:actions.up', { name })}
            disabled={first || moving}
            onClick={() => onMove(-1)}
            className="rounded-lg p-1.5 text-ink-600 hover:bg-cream-200 disabled:opacity-30"
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            aria-label={t('ownerCategories:actions.down', { name })}
            disabled={last || moving}
            onClick={() => onMove(1)}
            className="rounded-lg p-1.5 text-ink-600 hover:bg-cream-200 disabled:opacity-30"
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </button>
        </div>
        <CategoryThumb category={category} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-display text-lg font-semibold text-ink-900">{name}</span>
            {category.hidden && (
              <span className="rounded-full bg-ink-900 px-2.5 py-0.5 text-xs font-semibold text-cream-50">
                {t('ownerCategories:list.hidden')}
              </span>
            )}
          </p>
          {category.categoryNameAr ? (
            // Isolated, so the Arabic name reads right to left yet sits under the English one.
            <p className="text-ink-700">
              <bdi lang="ar">{category.categoryNameAr}</bdi>
            </p>
          ) : (
            <p className="text-sm text-ink-500 italic">{t('ownerCategories:list.noArabic')}</p>
          )}
          <p className="mt-1 text-sm text-ink-600">
            {t('ownerCategories:list.products', { count: category.productCount })}
          </p>
        </div>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <Button
            size="sm"
            variant="secondary"
            onClick={onEdit}
            aria-label={t('ownerCategories:actions.editNamed', { name })}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {t('ownerCategories:actions.edit')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={setHidden.isPending}
            onClick={() => void toggleHidden()}
            aria-label={t(
              category.hidden ? 'ownerCategories:actions.showNamed' : 'ownerCategories:actions.hideNamed',
              {
                name,
              },
            )}
          >
            {category.hidden ? (
              <Eye aria-hidden="true" className="size-4" />
            ) : (
              <EyeOff aria-hidden="true" className="size-4" />
            )}
            {t(category.hidden ? 'ownerCategories:actions.show' : 'ownerCategories:actions.hide')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={hasProducts || remove.isPending}
            title={hasProducts ? t('ownerCategories:actions.cannotDelete') : undefined}
            onClick={() => setConfirming(true)}
            aria-label={t('ownerCategories:actions.deleteNamed', { name })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('ownerCategories:actions.delete')}
          </Button>
        </div>
      </div>
      {remove.isError && (
        <div className="mt-3">
          <FormAlert>{remove.error.message}</FormAlert>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('ownerCategories:confirmDelete.title', { name })}
        description={t('ownerCategories:confirmDelete.body')}
        confirmLabel={t('ownerCategories:confirmDelete.confirm')}
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
      />
    </li>
  )
}

/** The create or edit form, in a dialog: English and Arabic names, a picture, hidden or not. */
function CategoryEditor({ category, onClose }: { category: OwnerCategory | null; onClose: () => void }) {
  const { t } = useTranslation(['ownerCategories'])
  const save = useSaveCategory()
  const [nameEn, setNameEn] = useState(category?.categoryName ?? '')
  const [nameAr, setNameAr] = useState(category?.categoryNameAr ?? '')
  const [hidden, setHidden] = useState(category?.hidden ?? false)
  const [file, setFile] = useState<File | null>(null)
  const [removeImage, setRemoveImage] = useState(false)
  const [nameError, setNameError] = useState<string | undefined>()
  // The chosen file's picture, before it is sent; its object URL is released when another is chosen.
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])
  const currentImage = category ? (category.image?.url ?? category.categoryImage) : null

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (nameEn.trim() === '') {
      setNameError(t('ownerCategories:form.nameRequired'))
      return
    }
    setNameError(undefined)
    const draft: CategoryDraft = {
      categoryName: nameEn,
      categoryNameAr: nameAr,
      hidden,
      image: file ? { kind: 'upload', file } : removeImage ? { kind: 'remove' } : { kind: 'keep' },
    }
    try {
      const saved = await save.mutateAsync({ ...(category ? { id: category.id } : {}), draft })
      const name = category ? nameEn.trim() : saved.data.categoryName
      toast.success(t(category ? 'ownerCategories:toast.saved' : 'ownerCategories:toast.created', { name }))
      onClose()
    } catch {
      // Shown in the form.
    }
  }

  const title = category
    ? t('ownerCategories:form.editTitle', { name: category.categoryName })
    : t('ownerCategories:form.createTitle')
  const shownImage = preview ?? (removeImage ? null : currentImage)
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={title} className="space-y-4">
        <TextField
          label={t('ownerCategories:form.nameEn')}
          value={nameEn}
          onChange={(event) => setNameEn(event.target.value)}
          error={nameError}
          maxLength={80}
          autoComplete="off"
        />
        <TextField
          label={t('ownerCategories:form.nameAr')}
          value={nameAr}
          onChange={(event) => setNameAr(event.target.value)}
          hint={t('ownerCategories:form.nameArHint')}
          lang="ar"
          dir="rtl"
          maxLength={80}
          autoComplete="off"
        />
        <div>
          <label htmlFor="category-image" className="mb-1.5 block text-sm font-medium text-ink-800">
            {t('ownerCategories:form.image')}
          </label>
          <div className="flex items-center gap-4">
            {shownImage ? (
              <img
                src={shownImage}
                alt={t('ownerCategories:form.currentImage')}
                width={64}
                height={64}
                className="size-16 shrink-0 rounded-xl bg-cream-100 object-cover"
              />
            ) : (
              <div className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-cream-200 text-ink-400">
                <ImageOff aria-hidden="true" className="size-6" />
              </div>
            )}
            <input
              id="category-image"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              aria-describedby="category-image-hint"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null)
                setRemoveImage(false)
              }}
              className={cx(INPUT_CLASS, 'border-line py-2 text-sm')}
            />
          </div>
          <p id="category-image-hint" className="mt-1.5 text-xs text-ink-500">
            {t('ownerCategories:form.imageHint')}
          </p>
          {currentImage && !file && (
            <label className="mt-2 flex items-center gap-2 text-sm text-ink-700">
              <input
                type="checkbox"
                checked={removeImage}
                onChange={(event) => setRemoveImage(event.target.checked)}
              />
              {t('ownerCategories:form.removeImage')}
            </label>
          )}
        </div>
        <label className="flex items-start gap-3 rounded-xl border border-line p-3">
          <input
            type="checkbox"
            checked={hidden}
            onChange={(event) => setHidden(event.target.checked)}
            className="mt-1"
            aria-describedby="category-hidden-hint"
          />
          <span>
            <span className="block text-sm font-medium text-ink-800">{t('ownerCategories:form.hidden')}</span>
            <span id="category-hidden-hint" className="block text-xs text-ink-500">
              {t('ownerCategories:form.hiddenHint')}
            </span>
          </span>
        </label>
        {save.isError && <FormAlert>{save.error.message}</FormAlert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('ownerCategories:form.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending
              ? t('ownerCategories:form.saving')
              : category
                ? t('ownerCategories:form.save')
                : t('ownerCategories:form.create')}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
