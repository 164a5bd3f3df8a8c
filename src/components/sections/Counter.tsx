'use client'

import './Counter.css'
import { useEffect, useRef } from 'react'

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
 * Counts from 0 to the number when it comes near the viewport. The final number is the element's
 * only text, in the HTML (crawlers, screen readers, reader views, no JavaScript), so it is read
 * once; the running figure is drawn over it by CSS from `data-shown`, with empty alternative text
 * (Counter.css), and is gone when the count ends. Visitors who prefer reduced motion see it at once.
 */
export function Counter({ value }: { value: string }) {
  const target = parse(value)
  const element = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    const counter = element.current
    if (target === null || !counter) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let frame = 0
    // Set directly, not as React state: sixty attribute writes a second, no re-render.
    const show = (text: string | null) => {
      if (text === null) counter.removeAttribute('data-shown')
      else counter.setAttribute('data-shown', text)
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        observer.disconnect()
        const start = performance.now()
        const step = (now: number) => {
          const progress = Math.min(1, (now - start) / duration)
          if (progress < 1) {
            show(format(Math.round(target * (1 - (1 - progress) ** 3)), value))
            frame = requestAnimationFrame(step)
          } else show(null)
        }
        show(format(0, value))
        frame = requestAnimationFrame(step)
      },
      { rootMargin: triggerMargin },
    )
    // The row (its section, with its padding) decides, not the number inside it.
    observer.observe(counter.closest('[data-counter-row]') ?? counter)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
      show(null)
    }
  }, [target, value])

  return (
    <span ref={element} className="counter" data-value={value}>
      {value}
    </span>
  )
}
