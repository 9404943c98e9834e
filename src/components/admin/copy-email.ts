import { toast } from './ui/toast'

/** Copies an address so the admin can search the CRM by hand (spec section 8). */
export async function copyEmail(email: string) {
  try {
    await navigator.clipboard.writeText(email)
    toast({ title: 'Email copied', description: `${email} copied to clipboard. Search for it in the CRM manually.`, duration: 3000 })
  } catch {
    toast({ title: 'Copy failed', description: 'Could not copy email to clipboard', variant: 'destructive' })
  }
}
