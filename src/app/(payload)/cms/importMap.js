import { CmsIcon as CmsIcon_7e8a4ddf76b332f0a8f0dce3bd76bf7e } from '../../../brand/cms-graphics'
import { CmsLogo as CmsLogo_7e8a4ddf76b332f0a8f0dce3bd76bf7e } from '../../../brand/cms-graphics'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/brand/cms-graphics#CmsIcon": CmsIcon_7e8a4ddf76b332f0a8f0dce3bd76bf7e,
  "/brand/cms-graphics#CmsLogo": CmsLogo_7e8a4ddf76b332f0a8f0dce3bd76bf7e,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
