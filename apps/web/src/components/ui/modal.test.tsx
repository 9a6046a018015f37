import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Modal } from './modal'

function Opener() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Edit Profile">
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </Modal>
    </>
  )
}

describe('Modal', () => {
  it('gives focus back to the button that opened it, after Escape and after Cancel', async () => {
    const user = userEvent.setup()
    render(<Opener />)
    const edit = screen.getByRole('button', { name: 'Edit' })

    await user.click(edit)
    expect(await screen.findByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(edit).toHaveFocus()

    await user.click(edit)
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    await act(async () => {})
    expect(edit).toHaveFocus()
  })
})
