import type { AuthStrategyResult } from 'payload'

/** The user a valid x-api-key authenticates as: the dashboard's single admin role. */
export const apiKeyAdmin = (): NonNullable<AuthStrategyResult['user']> =>
  ({
    id: 'api-key-admin',
    collection: 'users',
    email: 'api-key@admin.local',
    name: 'Dashboard (API key)',
    role: 'admin',
    createdAt: new Date(0).toISOString(),
    updatedAt: new Date(0).toISOString(),
    _strategy: 'api-key',
  }) as unknown as NonNullable<AuthStrategyResult['user']>

export const isApiKeyAdmin = (user: unknown): boolean =>
  (user as { _strategy?: string } | null | undefined)?._strategy === 'api-key'
