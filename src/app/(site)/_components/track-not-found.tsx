'use client'

import { useEffect } from 'react'

import { track } from '@/analytics/model/track'

/** Records a view of the 404 page as the not_found goal, with its path (the Broken links list). */
export function TrackNotFound() {
  useEffect(() => track('not_found'), [])
  return null
}
