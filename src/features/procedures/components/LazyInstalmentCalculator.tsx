'use client'

import type { ComponentProps } from 'react'
import { Island, islandCode } from '@/platform/islands/island'
import type { InstalmentCalculator } from './InstalmentCalculator'

/**
 * The calculator as an island (src/platform/islands/island.tsx): its markup is in the HTML, its code
 * loads only on procedure pages and only when the visitor comes near it, so no other page carries it.
 */
const calculatorCode = islandCode(() => import('./InstalmentCalculator').then((module) => module.InstalmentCalculator))

export function LazyInstalmentCalculator(props: ComponentProps<typeof InstalmentCalculator>) {
  return <Island code={calculatorCode} props={props} />
}
