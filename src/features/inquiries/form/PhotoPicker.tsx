'use client'

import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { maxPhotos } from '../schema'

export interface PhotoTexts {
  label: string
  hint: string
  add: string
  remove: (number: number) => string
  /** "Photo {number} removed.": announced with the count after a removal. */
  removed: (number: number) => string
  count: (count: number) => string
  /** "Photos not added: {count}. You can send at most {max} photos." */
  dropped: (count: number) => string
}

/**
 * Up to ten photos with previews; the add control hides at ten. Photos picked beyond ten are not
 * added, and the visitor is told how many and why until the next change of the selection. A
 * removal is announced, and focus goes on to the photo that took the removed one's place (or the
 * one before, or the add control when none is left) instead of falling to the top of the page; so
 * does a pick that fills the ten and hides the add control it was on (to the last photo).
 */
export function PhotoPicker({
  photos,
  onChange,
  texts,
  disabled,
  idBase,
  error,
}: {
  photos: File[]
  onChange: (photos: File[]) => void
  texts: PhotoTexts
  disabled?: boolean
  /** Ids from the form's, so they match the server's HTML when the form hydrates as an island. */
  idBase?: string
  /** The server's refusal of the photos sent without script (type, size, count). */
  error?: string
}) {
  const input = useRef<HTMLInputElement>(null)
  const generatedId = useId()
  const inputId = `${idBase ?? generatedId}-input`
  const hintId = `${idBase ?? generatedId}-hint`
  const errorId = `${idBase ?? generatedId}-error`
  const list = useRef<HTMLUListElement>(null)
  const [dropped, setDropped] = useState(0)
  // The number of the photo just removed, for the live region; any other change of the selection clears it.
  const [removed, setRemoved] = useState<number | null>(null)
  // Where focus goes once the changed selection is rendered (a remove button's index), when the
  // focused control left the page: the removed photo's button, or the add control hidden at ten.
  const focusAfterChange = useRef<number | null>(null)
  // A sent form empties the selection: the note about the earlier pick goes with it.
  useEffect(() => {
    if (photos.length === 0) setDropped(0)
  }, [photos.length])
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the selection's render is done
  useEffect(() => {
    const index = focusAfterChange.current
    if (index === null) return
    focusAfterChange.current = null
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.photo-picker__remove') ?? []
    const next = buttons[Math.min(index, buttons.length - 1)]
    if (next) next.focus()
    else input.current?.focus()
  }, [photos])
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos])
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url)
    },
    [previews],
  )

  return (
    <fieldset className="photo-picker" disabled={disabled}>
      <legend>{texts.label}</legend>
      <p id={hintId} className="field__hint">
        {texts.hint}
      </p>
      {photos.length > 0 ? (
        <ul className="photo-picker__list" ref={list}>
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${photo.size}-${index}`}>
              {/* biome-ignore lint/performance/noImgElement: a local preview of the visitor's own file */}
              <img src={previews[index]} alt="" width={96} height={96} />
              <button
                type="button"
                className="circle photo-picker__remove"
                onClick={() => {
                  setDropped(0)
                  setRemoved(index + 1)
                  focusAfterChange.current = index
                  onChange(photos.filter((_, i) => i !== index))
                }}
              >
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">{texts.remove(index + 1)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
      {/* One live region: a removal, the count and, when some were not added, how many and why, read together. */}
      <div aria-live="polite" aria-atomic="true">
        {removed !== null ? <p className="visually-hidden">{texts.removed(removed)}</p> : null}
        <p className="photo-picker__count">{texts.count(photos.length)}</p>
        {dropped > 0 ? <p className="field__error photo-picker__dropped">{texts.dropped(dropped)}</p> : null}
      </div>
      {photos.length < maxPhotos ? (
        <>
          <input
            ref={input}
            id={inputId}
            className="photo-picker__input"
            type="file"
            // Posted by the browser itself only without script (the form's action); with script the
            // picked files are kept above and sent by the form.
            name="images"
            accept="image/jpeg,image/png,image/webp"
            multiple
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => {
              const picked = [...(event.target.files ?? [])]
              const all = [...photos, ...picked]
              setRemoved(null)
              if (all.length >= maxPhotos && document.activeElement === event.target) focusAfterChange.current = maxPhotos - 1
              setDropped(Math.max(all.length - maxPhotos, 0))
              onChange(all.slice(0, maxPhotos))
              event.target.value = ''
            }}
          />
          <label htmlFor={inputId} className="button button--secondary photo-picker__add">
            {texts.add}
          </label>
        </>
      ) : null}
    </fieldset>
  )
}
