'use client'

import { QueryClientProvider } from '@tanstack/react-query'
import { Suspense, useState } from 'react'

import { AdminGate } from './AdminGate'
import { createQueryClient } from './api/query-client'
import { Dashboard } from './Dashboard'
import { Toaster } from './ui/toast'

/** The dashboard's client root: one query client, the toasts, and the key gate in front of the content. */
export function AdminApp() {
  const [queryClient] = useState(createQueryClient)
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
