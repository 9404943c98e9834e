import { vi } from 'vitest'

// The unit files share their worker (isolate: false): each still starts with the project's modules
// unevaluated, as importing the Payload config rewrites the collection objects it holds.
vi.resetModules()
