'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/** In the CMS's live preview (an iframe of this page), re-renders the page whenever the editor saves. */
export function LivePreviewRefresh() {
  const router = useRouter()
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  )
  if (!origin) return null
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
}
