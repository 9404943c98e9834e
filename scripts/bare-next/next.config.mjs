/** Next.js defaults, minus telemetry headers: the baseline must not carry anything the product does not. */
const config = { poweredByHeader: false }

export default config
