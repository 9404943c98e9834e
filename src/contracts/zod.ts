import { z } from 'zod'

// No compiled validators: zod would probe for eval with `new Function`, which the pages' CSPs
// (no 'unsafe-eval') report as a violation in every browser that parses with a contract. Every
// contract takes `z` from here, so the setting holds whichever contract a page loads first.
z.config({ jitless: true })

export { z }
