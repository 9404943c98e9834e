import type { LucideIcon, LucideIconData } from 'lucide-react'
import { createElement, isValidElement, type SVGProps } from 'react'

/**
 * A Lucide icon's shape. Lucide's own component is a client component (it reads an optional
 * context), so each icon a server component drew was a client component: its shape sent in the
 * page's RSC data and drawn again by React in the browser on every page view.
 */
function iconData(icon: LucideIcon): LucideIconData {
  // Each Lucide icon is a forwardRef whose render hands its shape to that client component.
  const render: unknown = Reflect.get(icon, 'render')
  const element: unknown = typeof render === 'function' ? render({}, null) : null
  if (!isValidElement<{ icon?: LucideIconData }>(element) || !Array.isArray(element.props.icon?.node))
    throw new Error(`Not a Lucide icon: ${icon.displayName ?? 'unnamed'}`)
  return element.props.icon
}

const hasAccessibleName = (props: object) =>
  Object.keys(props).some((name) => name.startsWith('aria-') || name === 'role' || name === 'title')

/**
 * A Lucide icon drawn as plain SVG where it is rendered (on the server for server components), with
 * the markup Lucide's component gives it: the same classes, attributes and, with no accessible
 * name, aria-hidden.
 */
export function Icon({ icon, className, ...props }: { icon: LucideIcon } & SVGProps<SVGSVGElement>) {
  const { name, aliases = [], node } = iconData(icon)
  const classes = new Set(['lucide', `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`)])
  for (const part of className?.split(/\s+/) ?? []) if (part) classes.add(part)
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={[...classes].join(' ')}
      aria-hidden={hasAccessibleName(props) ? undefined : 'true'}
      {...props}
    >
      {node.map(([tag, attributes]) => createElement(tag, attributes))}
    </svg>
  )
}
