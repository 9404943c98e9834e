'use client'

import type { ContactInquiry } from '@/contracts/inquiries'
import type { LeadView } from '@/dashboard/model/lead-view'

import { useLeadPage } from './lead-list'
import { useDeleteLead } from './leads'

/** The page of the Inquiries tab's view (GET /api/contact). */
export const useInquiryPage = (view: LeadView) => useLeadPage<ContactInquiry>('inquiries', view)

export const useDeleteInquiry = () => useDeleteLead('inquiries', 'Contact inquiry')
