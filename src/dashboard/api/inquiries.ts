'use client'

import { useDeleteLead } from './leads'

export const useDeleteInquiry = () => useDeleteLead('inquiries', 'Contact inquiry')
