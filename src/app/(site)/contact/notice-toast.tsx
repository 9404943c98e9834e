'use client'

import { Toast } from 'radix-ui'

export type Notice = { title: string; description: string; error: boolean; key: number }

/** The form's toast; loaded only when the first message is shown, so the page ships less JavaScript. */
export default function NoticeToast({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  return (
    <Toast.Provider swipeDirection="right" duration={6000}>
      <Toast.Root
        data-testid="toast"
        key={notice.key}
        type={notice.error ? 'foreground' : 'background'}
        onOpenChange={(open) => !open && onClose()}
        className={`rounded-xl border p-5 shadow-xl ${notice.error ? 'border-red-200 bg-red-50 text-red-900' : 'border-emerald-200 bg-white text-navy-950'}`}
      >
        <Toast.Title className="font-semibold">{notice.title}</Toast.Title>
        <Toast.Description className="mt-1 text-sm">{notice.description}</Toast.Description>
      </Toast.Root>
      <Toast.Viewport className="fixed bottom-4 right-4 z-50 flex w-[calc(100%-2rem)] max-w-sm flex-col gap-3 outline-none" />
    </Toast.Provider>
  )
}
