import { request } from './client'

/** POST /api/admin/validate: resolves when the key is accepted (only an OK answer counts), else rejects with the ApiError. */
export const validateKey = async (apiKey: string): Promise<void> => {
  await request('/api/admin/validate', { method: 'POST', body: { apiKey } })
}
