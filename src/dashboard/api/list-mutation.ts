'use client'

import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'

import type { Id } from '@/contracts/ids'

import { toast } from '../ui/toast'
import { request } from './client'
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

/** The failure toast of each write of a resource (null: a failure leaves the list as it is, silently). */
type ResourceWrites = Record<'create' | 'update' | 'delete', Write | null>

/** Create, update and delete of the records at `path` (one admin list), each with its success toast. */
export const resourceWrites = <Input>(listKey: QueryKey, path: string, label: string, writes: ResourceWrites) => ({
  useCreate: () =>
    useListMutation(
      listKey,
      (input: Input) => request(path, { method: 'POST', body: input }),
      `${label} created successfully`,
      writes.create,
    ),
  useUpdate: () =>
    useListMutation(
      listKey,
      ({ id, input }: { id: Id; input: Input }) => request(`${path}/${id}`, { method: 'PUT', body: input }),
      `${label} updated successfully`,
      writes.update,
    ),
  useDelete: () =>
    useListMutation(
      listKey,
      (id: Id) => request(`${path}/${id}`, { method: 'DELETE' }),
      `${label} deleted successfully`,
      writes.delete,
    ),
})
