import { cva, type VariantProps } from 'class-variance-authority'

/**
 * The site's pill buttons as data. Client components (the forms, the navigation) compose it with
 * layout classes that add to it (`w-full`, `mt-6`) so no class-merging code ships to the browser;
 * server components use Button and ButtonLink, whose className may also override.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-wait disabled:opacity-70',
  {
    variants: {
      variant: {
        /** The gold call to action, on dark and light backgrounds. */
        accent: 'bg-accent text-primary hover:bg-accent-hover',
        /** The lighter gold of the results page's closing band. */
        highlight: 'bg-accent-hover text-primary hover:bg-accent',
        primary: 'bg-primary text-white hover:bg-primary-hover',
        /** Outlined, on the navy bands. */
        outlineOnDark: 'border border-white/30 text-white hover:border-accent-hover hover:text-accent-hover',
        outline: 'border border-primary text-primary hover:bg-primary hover:text-white',
        ghost: 'text-navy-800 hover:bg-slate-100',
        /** Text only, underlined on hover, on the navy bands. */
        linkOnDark: 'text-white underline-offset-4 hover:underline',
      },
      size: {
        sm: 'px-4 py-2 text-sm',
        compact: 'px-5 py-2.5 text-sm',
        md: 'px-6 py-3',
        lg: 'px-7 py-3.5',
        xl: 'px-8 py-4',
      },
    },
    defaultVariants: { variant: 'primary', size: 'lg' },
  },
)

export type ButtonVariantProps = VariantProps<typeof buttonVariants>
