'use client'

import { type ComponentType, lazy, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'

/** How near the viewport an island's code starts loading: one screen height ahead of the scroll. */
const loadAhead = '100% 0px'
/** A visitor reaching into the island before it came near (a link, Tab, a tap): load at once. */
const interactions = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const

/** Every island gets the base of its element ids, so that its own root renders the server's ids. */
type WithIdBase<Props> = Props & { idBase?: string }

export interface IslandCode<Props extends object> {
  load: () => Promise<ComponentType<WithIdBase<Props>>>
  /** The server's way to render it: suspends the page's shell until the module is there. */
  OnServer: ComponentType<WithIdBase<Props>>
  /** Starts loading the code (once; later calls do nothing). */
  wake: () => void
  wanted: Promise<void>
}

/** The island's code: fetched by the browser only once `wake` is called. */
export function islandCode<Props extends object>(load: () => Promise<ComponentType<WithIdBase<Props>>>): IslandCode<Props> {
  let wake: () => void = () => {}
  const wanted = new Promise<void>((resolve) => {
    wake = resolve
  })
  return { load, OnServer: lazy(async () => ({ default: await load() })), wake, wanted }
}

/**
 * Calls `onLive` once its children are hydrated and settled: after the commit in which the state
 * their first effects set is rendered (a carousel's API, set by its first effect, is there then).
 */
function WhenLive({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  const [settled, setSettled] = useState(false)
  // Batched with what the children's first effects set (theirs run first), so rendered together.
  useEffect(() => setSettled(true), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island has settled
  useEffect(() => {
    if (settled) onLive()
  }, [settled])
  return children
}

/**
 * A client component whose code is not part of the page's first load. The server renders it into
 * the HTML as usual (inline: no Suspense boundary, which React would move behind a script once the
 * page passes 12.8 KB, leaving it hidden without JavaScript). The page's React tree keeps that HTML
 * untouched (an element with empty inner HTML is never hydrated into), and the island is hydrated in
 * a React root of its own once it comes within a screen of the viewport or the visitor reaches into
 * it. On a client-side navigation there is no server HTML: the code loads at once and renders.
 *
 * Nothing is lost on the way: text typed before then stays (react-hook-form keeps what was edited
 * before it was ready), and files picked, a button pressed or a form sent are held and done again
 * once the island is live (the form would otherwise post its page, and the inquiry be lost).
 * The wrapper is `display: contents` (base.css), so the layout is that of the island's own markup.
 */
export function Island<Props extends object>({ code, props }: { code: IslandCode<Props>; props: Props }) {
  const id = useId()
  const root = useRef<Root | null>(null)
  const live = useRef(false)
  const held = useRef<(() => void)[]>([])
  const latestProps = useRef(props)
  latestProps.current = props

  const element = (Component: ComponentType<WithIdBase<Props>>) => (
    <WhenLive
      onLive={() => {
        live.current = true
        // Files picked before (even before the page's own code ran) are announced now that it listens,
        // then what was held is done, in order: a press, the form sent.
        for (const input of document.getElementById(id)?.querySelectorAll<HTMLInputElement>('input[type="file"]') ?? [])
          if (input.files?.length) input.dispatchEvent(new Event('change', { bubbles: true }))
        // Two frames later: React has rendered what the files changed and what the island's own
        // effects set in turn (a carousel's API comes a commit or two after hydration); a press or
        // a send done at once would miss them.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            for (const redo of held.current.splice(0)) redo()
          }),
        )
      }}
    >
      <Component {...latestProps.current} idBase={id} />
    </WhenLive>
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once per island; new props reach its root below
  useEffect(() => {
    const wrapper = document.getElementById(id)
    if (!wrapper) return
    const fromServer = wrapper.firstElementChild !== null
    let gone = false
    void code.wanted.then(async () => {
      const Component = await code.load()
      if (gone) return
      if (fromServer) root.current = hydrateRoot(wrapper, element(Component))
      else {
        root.current = createRoot(wrapper)
        root.current.render(element(Component))
      }
    })
    if (!fromServer) {
      code.wake()
      return () => {
        gone = true
        const leaving = root.current
        // Unmounted after the page's own commit, never during it.
        setTimeout(() => leaving?.unmount())
      }
    }

    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && code.wake(), {
      rootMargin: loadAhead,
    })
    // The wrapper has no box (display: contents): watch what it holds.
    if (wrapper.firstElementChild) observer.observe(wrapper.firstElementChild)
    void code.wanted.then(() => observer.disconnect())
    for (const type of interactions) wrapper.addEventListener(type, code.wake, { once: true, passive: true })
    const holdSubmit = (event: SubmitEvent) => {
      if (live.current || !(event.target instanceof HTMLFormElement)) return
      event.preventDefault()
      const form = event.target
      const submitter = event.submitter
      held.current.push(() => form.requestSubmit(submitter))
      code.wake()
    }
    const holdPress = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null
      if (live.current || !(button instanceof HTMLButtonElement)) return
      held.current.push(() => button.click())
      code.wake()
    }
    // Files picked before the code came wake it; the input keeps them until it listens (onLive).
    const holdFiles = (event: Event) => {
      if (!live.current && event.target instanceof HTMLInputElement && event.target.type === 'file') code.wake()
    }
    wrapper.addEventListener('submit', holdSubmit, true)
    wrapper.addEventListener('click', holdPress, true)
    wrapper.addEventListener('change', holdFiles, true)
    return () => {
      gone = true
      observer.disconnect()
      for (const type of interactions) wrapper.removeEventListener(type, code.wake)
      wrapper.removeEventListener('submit', holdSubmit, true)
      wrapper.removeEventListener('click', holdPress, true)
      wrapper.removeEventListener('change', holdFiles, true)
      const leaving = root.current
      setTimeout(() => leaving?.unmount())
    }
  }, [id, code])

  // New props from the page (a refresh after staff saved a change) re-render the island's own root.
  // biome-ignore lint/correctness/useExhaustiveDependencies: latestProps holds them
  useEffect(() => {
    if (!root.current || !live.current) return
    void code.load().then((Component) => root.current?.render(element(Component)))
  }, [props])

  if (typeof window === 'undefined') {
    const { OnServer } = code
    return (
      <div id={id} className="island">
        <OnServer {...props} idBase={id} />
      </div>
    )
  }
  // The page's tree never renders into the island: its content belongs to the island's own root.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose, so React keeps the server's HTML
  return <div id={id} className="island" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
}
