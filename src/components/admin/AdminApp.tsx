'use client'

import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'

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
        <Dashboard />
      </AdminGate>
      <Toaster />
    </QueryClientProvider>
  )
}
