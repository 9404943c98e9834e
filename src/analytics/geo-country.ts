import { readFileSync } from 'node:fs'
import path from 'node:path'

import { Reader, type Response } from 'mmdb-lib'

import { DEFAULT_COUNTRY_DB } from '@/analytics/country-db'
import { serverLogger } from '@/lib/server-logger'

/**
 * Country of a client address from an IP-to-country database read locally: by default the one
 * the npm package @ip-location-db/geo-whois-asn-country-mmdb ships (CC0; its NRO data CC BY 4.0),
 * refreshed by `npm run refresh:geo`. The address is only looked up, never stored or sent.
 */

export type CountryOf = (address: string) => string

const NONE: CountryOf = () => ''

/**
 * The lookup of ANALYTICS_COUNTRY_DB (a path to an .mmdb file with `country_code`, the package's by
 * default, `off` for none). A missing or unreadable file logs once and answers '' (Unknown).
 */
export function countryLookup(setting = process.env.ANALYTICS_COUNTRY_DB): CountryOf {
  const value = setting?.trim() || DEFAULT_COUNTRY_DB
  if (value === 'off') return NONE
  let reader: Reader<Response>
  try {
    reader = new Reader<Response>(readFileSync(path.resolve(process.cwd(), value)))
  } catch (error) {
    serverLogger.warn({ err: error }, `No country database at ${value}: countries count as Unknown`)
    return NONE
  }
  return (address) => {
    try {
      // This database's records are { country_code }, not MaxMind's { country: { iso_code } }.
      const record = reader.get(address)
      const code = record && 'country_code' in record ? record.country_code : ''
      return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : ''
    } catch {
      return '' // not an IP address ('unknown' when the socket had none)
    }
  }
}

let shared: { setting: string | undefined; lookup: CountryOf } | undefined

/** The process's lookup of ANALYTICS_COUNTRY_DB, its file read once. */
export function defaultCountryLookup(): CountryOf {
  const setting = process.env.ANALYTICS_COUNTRY_DB
  if (!shared || shared.setting !== setting) shared = { setting, lookup: countryLookup(setting) }
  return shared.lookup
}
