/**
 * Where the address-to-country database lies by default: the file the npm package
 * @ip-location-db/geo-whois-asn-country-mmdb ships (refreshed by `npm run refresh:geo`).
 */
export const DEFAULT_COUNTRY_DB = 'node_modules/@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb'
