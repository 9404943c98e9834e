'use client'

import { useMutation } from '@tanstack/react-query'

import type { EnhancementType } from '@/lib/constants'

import { apiRequest } from './api'

export type EnhanceRequest = {
  bio: string
  name: string
  title: string
  company: string
  expertise: string
  enhancementType: EnhancementType
  customInstructions: string
}

/** POST /api/enhance-bio; the answer's enhancedBio. */
export const useEnhanceBio = () =>
  useMutation({
    mutationFn: async (input: EnhanceRequest) => {
      const response = await apiRequest('/api/enhance-bio', 'POST', input, true)
      return ((await response.json()) as { enhancedBio: string }).enhancedBio
    },
  })
