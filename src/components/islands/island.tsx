'use client'

import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense, useEffect, useId, useRef } from 'react'

/** How near the viewport an island's code starts loading: one screen height ahead of the scroll. */
const loadAhead = '100% 0px'
/** A visitor reaching into the island before it came near (a link, Tab, a tap): load at once. */
const interactions = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const

/** Calls `onLive` once its children are hydrated (its effect runs only after they commit). */
function WhenLive({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island has become live
  useEffect(() => onLive(), [])
  return children
}

/**
 * A client component whose code is not part of the page's first load: the server renders it into
 * the HTML as usual, and the browser keeps that HTML, live and readable, until the island comes
 * within a screen of the viewport or the visitor reaches into it; then its code loads and React
 * hydrates it in place (a Suspense boundary hydrates on its own). next/dynamic would preload the
 * code with the page instead. On a client-side navigation there is no server HTML to keep: the code
 * loads at once.
 *
 * Nothing is lost on the way: text typed before then stays (react-hook-form keeps what was edited
 * before it was ready), and files picked, a button pressed or a form sent are held and done again
 * once the island is live (the form would otherwise post its page, and the inquiry be lost).
 * The wrapper is `display: contents` (base.css), so the layout is that of the island's own markup.
 */
export interface IslandCode<Props extends object> {
  Lazy: LazyExoticComponent<ComponentType<Props>>
  /** The component itself, on the server only: rendered at once into the HTML (see islandCode). */
  OnServer: ComponentType<Props> | null
  /** Starts loading the code (once; later calls do nothing). */
  wake: () => void
  wanted: Promise<void>
}

/**
 * The island's code, fetched from the server only once `wake` is called (in the browser).
 * `onServer` is the component as the server has it, from
 * `typeof window === 'undefined' ? require('./Module').Component : null`: Next compiles that branch
 * out of the browser's code. A lazy component on the server would suspend, and React would stream
 * its HTML late in a hidden element shown by a script: no form without JavaScript.
 */
export function islandCode<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  onServer: ComponentType<Props> | null,
): IslandCode<Props> {
  let wake: () => void = () => {}
  const wanted = new Promise<void>((resolve) => {
    wake = resolve
  })
  const Lazy = lazy(async () => {
    if (typeof window !== 'undefined') await wanted
    return { default: await load() }
  })
  return { Lazy, OnServer: onServer, wake, wanted }
}

export function Island<Props extends object>({ code, props }: { code: IslandCode<Props>; props: Props }) {
  const { Lazy, OnServer, wake, wanted } = code
  const id = useId()
  const live = useRef(false)
  const held = useRef<(() => void)[]>([])
  // Rendered in the browser with no server markup under this id: a client-side navigation.
  if (typeof window !== 'undefined' && !document.getElementById(id)) wake()

  useEffect(() => {
    const wrapper = document.getElementById(id)
    const target = wrapper?.firstElementChild
    if (!wrapper || !target) return wake()
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
      rootMargin: loadAhead,
    })
    observer.observe(target)
    for (const type of interactions) wrapper.addEventListener(type, wake, { once: true, passive: true })
    void wanted.then(() => observer.disconnect())
    const holdSubmit = (event: SubmitEvent) => {
      if (live.current || !(event.target instanceof HTMLFormElement)) return
      event.preventDefault()
      const form = event.target
      const submitter = event.submitter
      held.current.push(() => form.requestSubmit(submitter))
      wake()
    }
    const holdPress = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null
      if (live.current || !(button instanceof HTMLButtonElement)) return
      held.current.push(() => button.click())
      wake()
    }
    // Files picked before the code came: announced again once it listens (the input keeps them).
    const holdFiles = (event: Event) => {
      const input = event.target
      if (live.current || !(input instanceof HTMLInputElement) || input.type !== 'file') return
      held.current.push(() => input.dispatchEvent(new Event('change', { bubbles: true })))
      wake()
    }
    wrapper.addEventListener('submit', holdSubmit, true)
    wrapper.addEventListener('click', holdPress, true)
    wrapper.addEventListener('change', holdFiles, true)
    return () => {
      observer.disconnect()
      for (const type of interactions) wrapper.removeEventListener(type, wake)
      wrapper.removeEventListener('submit', holdSubmit, true)
      wrapper.removeEventListener('click', holdPress, true)
      wrapper.removeEventListener('change', holdFiles, true)
    }
  }, [id, wake, wanted])

  return (
    <div id={id} className="island">
      <Suspense fallback={null}>
        <WhenLive
          onLive={() => {
            live.current = true
            // In the order they happened: files picked, then the form sent.
            for (const redo of held.current.splice(0)) redo()
          }}
        >
          {OnServer ? <OnServer {...props} /> : <Lazy {...props} />}
        </WhenLive>
      </Suspense>
    </div>
  )
}
