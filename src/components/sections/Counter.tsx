'use client'

import './Counter.css'
import { useEffect, useRef, useState } from 'react'

const duration = 3000 // spec §9: counters run for 3 s
const triggerMargin = '200px' // spec §9: when the row is within 200 px of the viewport

function parse(text: string): number | null {
  const digits = text.replace(/[\s\u00a0]/g, '')
  return /^\d+$/.test(digits) ? Number(digits) : null
}

function format(value: number, template: string): string {
  // Keep the CMS's own grouping style ("75 541").
  return template.includes(' ') || template.includes('\u00a0') ? value.toLocaleString('cs-CZ').replace(/\u00a0/g, ' ') : String(value)
}

/**
 * Counts from 0 to the number when it comes near the viewport. The final number is in the HTML
 * (crawlers, screen readers, no JavaScript); visitors who prefer reduced motion see it at once.
 */
export function Counter({ value }: { value: string }) {
  const target = parse(value)
  const [shown, setShown] = useState(value)
  const element = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    const counter = element.current
    if (target === null || !counter) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let frame = 0
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        observer.disconnect()
        const start = performance.now()
        const step = (now: number) => {
          const progress = Math.min(1, (now - start) / duration)
          setShown(format(Math.round(target * (1 - (1 - progress) ** 3)), value))
          if (progress < 1) frame = requestAnimationFrame(step)
        }
        setShown(format(0, value))
        frame = requestAnimationFrame(step)
      },
      { rootMargin: triggerMargin },
    )
    // The row (its section, with its padding) decides, not the number inside it.
    observer.observe(counter.closest('[data-counter-row]') ?? counter)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [target, value])

  return (
    <span ref={element} className="counter" data-value={value}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{value}</span>
    </span>
  )
}
