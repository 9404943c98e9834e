'use client'

import { QueryClientProvider } from '@tanstack/react-query'
import { Suspense, useState } from 'react'

import { AdminGate } from './admin-gate'
import { readStoredKey } from './api/key-storage'
import { createQueryClient } from './api/query-client'
import { Dashboard, prefetchOpenTab } from './dashboard'
import { Toaster } from './ui/toast'

/** The dashboard's client root: one query client, the toasts, and the key gate in front of the content. */
export function AdminApp() {
  const [queryClient] = useState(() => {
    const client = createQueryClient()
    // With a key stored, the open tab's code and first data are asked for beside the key check.
    if (typeof window !== 'undefined' && readStoredKey()) prefetchOpenTab(client, window.location.search)
    return client
  })
  return (
    <QueryClientProvider client={queryClient}>
      <AdminGate>
        {/* The open tab is read from the URL, which exists only in the browser. */}
        <Suspense>
          <Dashboard />
        </Suspense>
      </AdminGate>
      <Toaster />
    </QueryClientProvider>
  )
}
