'use client'

import { useMutation } from '@tanstack/react-query'

import type { PersonalDataErased, PersonalDataRequest, PersonalDataSummary } from '@/contracts/personal-data'

import { request, requestJson } from './client'

const FILENAME = /filename="([^"]+)"/

/** POST /api/personal-data/search: how many records hold the address (nothing is logged). */
export const useSearchPersonalData = () =>
  useMutation({
    mutationFn: (body: PersonalDataRequest) =>
      requestJson<PersonalDataSummary>('/api/personal-data/search', { method: 'POST', body, keyRequired: true }),
  })

/** POST /api/personal-data/export: the JSON file and the name the server gave it. */
export const useExportPersonalData = () =>
  useMutation({
    mutationFn: async (body: PersonalDataRequest) => {
      const response = await request('/api/personal-data/export', { method: 'POST', body, keyRequired: true })
      const filename = FILENAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'personal-data.json'
      return { filename, blob: await response.blob() }
    },
  })

/** POST /api/personal-data/erase: deletes every record of the person. */
export const useErasePersonalData = () =>
  useMutation({
    mutationFn: (body: PersonalDataRequest) =>
      requestJson<PersonalDataErased>('/api/personal-data/erase', { method: 'POST', body, keyRequired: true }),
  })
