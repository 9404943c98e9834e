'use client'

import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { Id } from '@/contracts/ids'

import { toast } from '../ui/toast'
import { request, requestJson } from './client'
import { type Call, failAs, type Write, writeFailure } from './failures'
import type { ALWAYS_REFETCHED, CONTENT_LIST } from './query-client'

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

type ResourceOptions = {
  /** The list's cache key and how fresh it is kept. */
  key: QueryKey
  freshness: typeof ALWAYS_REFETCHED | typeof CONTENT_LIST
  /** What a failed read says, and the failure toast of each write (null: none, the list stays as it is). */
  failures: { list: Call } & Record<'create' | 'update' | 'delete', Write | null>
}

/**
 * One admin list of records at `path` (advisors, team members, insights): the list, and create,
 * update and delete, each with its success toast ("Advisor created successfully").
 */
export const contentResource = <Item, Input>(
  path: string,
  label: string,
  { key, freshness, failures }: ResourceOptions,
) => ({
  useList: () =>
    useQuery({ queryKey: key, queryFn: () => requestJson<Item[]>(path).catch(failAs(failures.list)), ...freshness }),
  useCreate: () =>
    useListMutation(
      key,
      (input: Input) => request(path, { method: 'POST', body: input }),
      `${label} created successfully`,
      failures.create,
    ),
  useUpdate: () =>
    useListMutation(
      key,
      ({ id, input }: { id: Id; input: Input }) => request(`${path}/${id}`, { method: 'PUT', body: input }),
      `${label} updated successfully`,
      failures.update,
    ),
  useDelete: () =>
    useListMutation(
      key,
      (id: Id) => request(`${path}/${id}`, { method: 'DELETE' }),
      `${label} deleted successfully`,
      failures.delete,
    ),
})
