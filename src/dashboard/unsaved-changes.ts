'use client'

import { useEffect, useState } from 'react'

/** The question asked before an edit in progress is thrown away. */
export const LEAVE_QUESTION = 'You have unsaved changes. Leave without saving them?'

/** The forms open with changes not yet saved (one token per form). */
const dirtyForms = new Set<symbol>()

/**
 * Before leaving a form in the dashboard (Cancel, closing its dialog, another tab, logout): true
 * when nothing unsaved would be lost, or when the admin confirms losing it.
 */
export const confirmLeave = (): boolean => dirtyForms.size === 0 || window.confirm(LEAVE_QUESTION)

const keepPage = (event: BeforeUnloadEvent) => {
  event.preventDefault()
  // Older browsers ask only when returnValue is set.
  event.returnValue = ''
}

/**
 * Marks a form dirty while `value` differs from its first value: leaving the dashboard (reload,
 * another address, closing the tab) then makes the browser ask, and `confirmLeave` asks in the app.
 */
export function useUnsavedChanges(value: unknown): boolean {
  const [initial] = useState(() => JSON.stringify(value))
  const dirty = JSON.stringify(value) !== initial
  useEffect(() => {
    if (!dirty) return
    const token = Symbol('dirty form')
    dirtyForms.add(token)
    window.addEventListener('beforeunload', keepPage)
    return () => {
      dirtyForms.delete(token)
      if (dirtyForms.size === 0) window.removeEventListener('beforeunload', keepPage)
    }
  }, [dirty])
  return dirty
}
