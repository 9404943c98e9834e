'use client'

import { X } from 'lucide-react'
import { Toast as RadixToast } from 'radix-ui'
import { useSyncExternalStore } from 'react'

import { cn } from '@/lib/cn'

type ToastInput = {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  duration?: number
}
type ToastItem = ToastInput & { id: number }

let toasts: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

/** Shows a toast; the default duration is 5 seconds. */
export function toast(input: ToastInput) {
  toasts = [...toasts, { ...input, id: nextId++ }]
  emit()
}

const dismiss = (id: number) => {
  toasts = toasts.filter((item) => item.id !== id)
  emit()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Renders the queued toasts in a Radix viewport (announced politely, F8 focuses it). */
export function Toaster() {
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  )
  return (
    <RadixToast.Provider duration={5000}>
      {items.map((item) => (
        <RadixToast.Root
          key={item.id}
          duration={item.duration}
          onOpenChange={(open) => !open && dismiss(item.id)}
          className={cn(
            'relative rounded-md border p-4 pr-10 shadow-lg',
            item.variant === 'destructive' ? 'border-red-800 bg-danger text-white' : 'border-line bg-white text-ink',
          )}
        >
          <RadixToast.Title className="text-sm font-semibold">{item.title}</RadixToast.Title>
          {item.description && (
            <RadixToast.Description className="mt-1 text-sm">{item.description}</RadixToast.Description>
          )}
          <RadixToast.Close aria-label="Dismiss" className="absolute right-2 top-2 rounded p-1">
            <X aria-hidden className="h-4 w-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed bottom-4 right-4 z-[100] flex w-96 max-w-[95vw] flex-col gap-2 outline-none" />
    </RadixToast.Provider>
  )
}
