/**
 * The image optimizer makes only the widths the site's pictures ask for (issue 40, point 4): the
 * configured deviceSizes and imageSizes are exactly the union of the srcset widths Next writes for
 * every `sizes` the components use, so no configured width goes unused and anything else is 400;
 * the same for the qualities (`images.qualities`: any other `q` is 400).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import nextConfig from '../../next.config'

const root = path.resolve(import.meta.dirname, '../..')

/** Every `sizes="…"` the site's components give a picture, and the lightbox's vw shares. */
function sizesInComponents(): string[] {
  const found = new Set<string>()
  for (const entry of readdirSync(path.join(root, 'src'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.tsx')) continue
    const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
    for (const match of text.matchAll(/\bsizes="([^"]*vw[^"]*)"/g)) found.add(match[1])
  }
  // GalleryLightbox: `${share}vw` of the window, from a tiny thumbnail strip to the whole width.
  for (const share of [10, 50, 100]) found.add(`${share}vw`)
  return [...found]
}

/** next/image's own srcset and URL code, given this configuration (next/image reads it from the build). */
async function nextImage() {
  const { imageConfigDefault, prepareImageConfig } = await import('next/dist/shared/lib/image-config')
  const { getImgProps } = await import('next/dist/shared/lib/get-img-props')
  const { default: defaultLoader } = await import('next/dist/shared/lib/image-loader')
  return { imgConf: prepareImageConfig(undefined, { ...imageConfigDefault, ...nextConfig.images }), getImgProps, defaultLoader }
}

describe('the image optimizer’s widths', () => {
  it('are exactly those the pictures of the site ask for', async () => {
    const images = nextConfig.images ?? {}
    const { imgConf, getImgProps, defaultLoader } = await nextImage()
    const sizes = sizesInComponents()
    expect(sizes.length).toBeGreaterThan(8)
    const requested = new Set<number>()
    for (const value of sizes) {
      const { props } = getImgProps(
        { src: '/api/media/file/a.jpg?v=1', alt: '', width: 4000, height: 3000, sizes: value },
        { imgConf, defaultLoader, showAltText: false, blurComplete: false },
      )
      for (const candidate of String(props.srcSet).split(', ')) requested.add(Number(candidate.match(/[?&]w=(\d+)/)?.[1]))
    }
    const configured = [...(images.imageSizes ?? []), ...(images.deviceSizes ?? [])].sort((a, b) => a - b)
    expect([...requested].sort((a, b) => a - b)).toEqual(configured)
    expect(Math.max(...configured)).toBeLessThan(3840)
  })

  it('and its qualities are exactly those the pictures ask for: each `quality={…}` and the default', async () => {
    const images = nextConfig.images ?? {}
    const { imgConf, getImgProps, defaultLoader } = await nextImage()
    const given = new Set<number | undefined>([undefined])
    for (const entry of readdirSync(path.join(root, 'src'), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.tsx')) continue
      const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
      for (const match of text.matchAll(/\bquality=\{(\d+)\}/g)) given.add(Number(match[1]))
    }
    expect(given.size).toBeGreaterThan(1)
    const requested = new Set<number>()
    for (const quality of given) {
      const { props } = getImgProps(
        { src: '/api/media/file/a.jpg?v=1', alt: '', width: 4000, height: 3000, sizes: '100vw', quality },
        { imgConf, defaultLoader, showAltText: false, blurComplete: false },
      )
      requested.add(Number(String(props.src).match(/[?&]q=(\d+)/)?.[1]))
    }
    expect([...requested].sort((a, b) => a - b)).toEqual([...(images.qualities ?? [])].sort((a, b) => a - b))
  })
})
