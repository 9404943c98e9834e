import { LogoMark } from '@/brand/logo'
import { SITE_DEFAULTS } from '@/contracts/site-settings'

/** The firm's monogram in the CMS navigation, instead of Payload's. */
export function CmsIcon() {
  return <LogoMark className="cms-brand-icon" />
}

/** The firm's monogram and name on the CMS login page. */
export function CmsLogo() {
  return (
    <span className="cms-brand-logo">
      <LogoMark className="cms-brand-logo__mark" />
      <span className="cms-brand-logo__name">{SITE_DEFAULTS.firmName}</span>
    </span>
  )
}
