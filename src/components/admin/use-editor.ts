'use client'

import { useState } from 'react'

/**
 * A list tab's create-or-edit form: closed (`editing` null), open to create (`target` null) or
 * open on one record. `save` updates the open record or creates one, then closes the form; it
 * rejects when the API refuses, so the form can mark the fields it named.
 */
export function useEditor<Target, Input>(
  create: (input: Input) => Promise<unknown>,
  update: (target: Target, input: Input) => Promise<unknown>,
) {
  const [editing, setEditing] = useState<{ target: Target | null } | null>(null)
  const save = async (input: Input) => {
    if (editing?.target != null) await update(editing.target, input)
    else await create(input)
    setEditing(null)
  }
  return { editing, open: (target: Target | null) => setEditing({ target }), close: () => setEditing(null), save }
}
