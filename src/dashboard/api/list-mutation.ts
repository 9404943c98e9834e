'use client'

import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'

import { toast } from '../ui/toast'
import { type Write, writeFailure } from './failures'

/**
 * A write to one admin list: the success toast, the failure toast of `write` (none when null),
 * and the list fetched again after success.
 */
export function useListMutation<T>(
  listKey: QueryKey,
  request: (input: T) => Promise<unknown>,
  success: string,
  write: Write | null,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      toast({ title: success })
      return queryClient.invalidateQueries({ queryKey: listKey })
    },
    onError: (error) => {
      if (write) toast({ ...writeFailure(write, error), variant: 'destructive' })
    },
  })
}
