'use client'

import { useMutation } from '@tanstack/react-query'

import type { BioInput, EnhanceBioAnswer } from '@/contracts/ai-results'

import { toast } from '../ui/toast'
import { requestJson } from './client'
import { type Write, writeFailure } from './failures'

type Messages = {
  successTitle: string
  successDescription: string
  failure: Extract<Write, 'enhanceBio' | 'enhanceOverview'>
}

/** POST /api/enhance-bio; the answer's enhancedBio goes to `apply`, with the success or failure toast. */
export function useEnhanceBio({ successTitle, successDescription, failure }: Messages) {
  const mutation = useMutation({
    mutationFn: async (input: BioInput) =>
      (await requestJson<EnhanceBioAnswer>('/api/enhance-bio', { method: 'POST', body: input })).enhancedBio,
  })
  const enhance = (input: BioInput, apply: (enhanced: string) => void) =>
    mutation.mutate(input, {
      onSuccess: (enhanced) => {
        apply(enhanced)
        toast({ title: successTitle, description: successDescription })
      },
      onError: (error) => toast({ ...writeFailure(failure, error), variant: 'destructive' }),
    })
  return { enhance, enhancing: mutation.isPending }
}
