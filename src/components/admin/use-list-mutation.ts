'use client'

import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'

import { toast } from './ui/toast'

/**
 * A write to one admin list: the success toast, the failure toast (`failure` reads the error),
 * and the list fetched again after success.
 */
export function useListMutation<T>(
  listKey: QueryKey,
  request: (input: T) => Promise<unknown>,
  success: string,
  failure: (error: Error) => { title: string; description?: string },
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      toast({ title: success })
      return queryClient.invalidateQueries({ queryKey: listKey })
    },
    onError: (error) => toast({ ...failure(error), variant: 'destructive' }),
  })
}
