'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Payload's Schedule drawer picks "Unpublish" when the document counts no unpublished versions,
 * and it counts none for a post that was never published (it compares with a published version).
 * Every version of such a draft is unpublished: the count says so, as Payload's own Unpublish sets
 * it to 1, and the drawer opens on "Publish". Renders nothing.
 */
export function NeverPublishedDraftCount() {
  const { id, hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount } = useDocumentInfo()
  useEffect(() => {
    if (id !== undefined && id !== null && !hasPublishedDoc && unpublishedVersionCount === 0)
      setUnpublishedVersionCount(1)
  }, [id, hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount])
  return null
}
