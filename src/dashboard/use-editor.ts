'use client'

import { useState } from 'react'

type Mutation<Variables> = { mutateAsync: (variables: Variables) => Promise<unknown>; isPending: boolean }

/**
 * A list tab's create-or-edit form: closed (`editing` null), open to create (`target` null) or
 * open on one record. `save` updates the open record (`update` gets `updateOf(target, input)`) or
 * creates one, then closes the form; it rejects when the API refuses, so the form can mark the
 * fields it named. `saving` while either write runs.
 */
export function useEditor<Target, Input, Update>(
  create: Mutation<Input>,
  update: Mutation<Update>,
  updateOf: (target: Target, input: Input) => Update,
) {
  const [editing, setEditing] = useState<{ target: Target | null } | null>(null)
  const save = async (input: Input) => {
    if (editing?.target != null) await update.mutateAsync(updateOf(editing.target, input))
    else await create.mutateAsync(input)
    setEditing(null)
  }
  const saving = create.isPending || update.isPending
  const close = () => setEditing(null)
  return {
    editing,
    saving,
    open: (target: Target | null) => setEditing({ target }),
    close,
    save,
    /** What the open form takes: its saving state and its two buttons. */
    form: { saving, onSave: save, onCancel: close },
  }
}
