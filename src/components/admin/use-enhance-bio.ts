'use client'

import { useMutation } from '@tanstack/react-query'

import type { BioInput } from '@/ai/types'

import { apiRequest } from './api'
import { toast } from './ui/toast'

/** The body of POST /api/enhance-bio. */
export type EnhanceRequest = BioInput

type Messages = {
  successTitle: string
  successDescription: string
  failureDescription: string
}

/** POST /api/enhance-bio; the answer's enhancedBio goes to `apply`, with the success or failure toast. */
export function useEnhanceBio({ successTitle, successDescription, failureDescription }: Messages) {
  const mutation = useMutation({
    mutationFn: async (input: EnhanceRequest) => {
      const response = await apiRequest('/api/enhance-bio', 'POST', input, true)
      return ((await response.json()) as { enhancedBio: string }).enhancedBio
    },
  })
  const enhance = (input: EnhanceRequest, apply: (enhanced: string) => void) =>
    mutation.mutate(input, {
      onSuccess: (enhanced) => {
        apply(enhanced)
        toast({ title: successTitle, description: successDescription })
      },
      onError: () =>
        toast({
          title: 'Enhancement Failed',
          description: failureDescription,
          variant: 'destructive',
        }),
    })
  return { enhance, enhancing: mutation.isPending }
}
