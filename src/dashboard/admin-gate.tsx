'use client'

import { useQueryClient } from '@tanstack/react-query'
import { LogIn, LogOut } from 'lucide-react'
import { type FormEvent, type ReactNode, useState } from 'react'

import { CMS_LOGIN_URL } from './api/session'
import { IdentityContext } from './session-context'
import { Button, buttonVariants } from './ui/button'
import { Card, CardContent, CardHeader } from './ui/card'
import { Input, Label } from './ui/fields'
import { confirmLeave } from './unsaved-changes'
import { useAdminKey } from './use-admin-key'

/** The key gate in front of the dashboard: the stored key is checked at load, a rejected key is forgotten, an unreachable check leaves the admin logged out. */
export function AdminGate({ children }: { children: ReactNode }) {
  const { status, error, identity, login, logout } = useAdminKey()
  const [typedKey, setTypedKey] = useState('')
  const queryClient = useQueryClient()

  if (status === 'authenticated') {
    const onLogout = async () => {
      if (!confirmLeave()) return
      await logout()
      setTypedKey('')
      queryClient.clear()
    }
    return (
      <IdentityContext.Provider value={identity}>
        <header className="fixed right-4 top-4 z-30">
          <Button variant="outline" size="sm" onClick={onLogout} className="shadow">
            <LogOut aria-hidden className="h-4 w-4" />
            Logout
          </Button>
        </header>
        {children}
      </IdentityContext.Provider>
    )
  }

  const validating = status === 'validating' || status === 'checking'
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!validating && typedKey.trim()) void login(typedKey)
  }
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold text-ink">Admin Login</h1>
          <p className="mt-1 text-sm text-muted">Enter your API key to access the admin dashboard</p>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="space-y-4">
            <div className="space-y-1">
              <Label htmlFor="admin-api-key" className="sr-only">
                API key
              </Label>
              <Input
                id="admin-api-key"
                type="password"
                placeholder="Enter API Key"
                autoComplete="current-password"
                value={typedKey}
                onChange={(event) => setTypedKey(event.target.value)}
              />
            </div>
            {error && (
              <p role="alert" className="text-sm font-medium text-danger">
                {error}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={validating || !typedKey.trim()}>
              {validating ? 'Validating...' : 'Login'}
            </Button>
          </form>
          <div className="mt-6 border-t border-line pt-4 text-center">
            <p className="mb-2 text-sm text-muted">Partners with a CMS admin account</p>
            <a href={CMS_LOGIN_URL} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
              <LogIn aria-hidden className="h-4 w-4" />
              Sign in with your CMS account
            </a>
          </div>
        </CardContent>
      </Card>
    </main>
  )
}
