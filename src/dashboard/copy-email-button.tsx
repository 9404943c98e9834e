import { Mail } from 'lucide-react'

import { Button } from './ui/button'
import { toast } from './ui/toast'

/** Copies an address so the admin can search the CRM by hand ; the toast says so and lasts 3 s. */
async function copyEmail(email: string) {
  try {
    await navigator.clipboard.writeText(email)
    toast({
      title: 'Email copied',
      description: `${email} copied to clipboard. Search for it in the CRM manually.`,
      duration: 3000,
    })
  } catch {
    toast({
      title: 'Copy failed',
      description: 'Could not copy email to clipboard',
      variant: 'destructive',
    })
  }
}

/** 'Copy Email'; `compact` shows only the icon (the name stays the button's label and tooltip), for a crowded row. */
export function CopyEmailButton({ email, compact = false }: { email: string; compact?: boolean }) {
  if (compact) {
    return (
      <Button variant="ghost" size="icon" aria-label="Copy Email" title="Copy Email" onClick={() => copyEmail(email)}>
        <Mail aria-hidden className="h-4 w-4" />
      </Button>
    )
  }
  return (
    <Button variant="ghost" size="sm" onClick={() => copyEmail(email)}>
      <Mail aria-hidden className="h-4 w-4" />
      Copy Email
    </Button>
  )
}
