import { messageObject } from '@/ui/message-data'

export const videoOrigin = 'https://www.youtube-nocookie.com'

/** Player states from the provider's iframe protocol: 0 ended, 1 playing, 2 paused. */
const stoppedStates = new Set([0, 2])

/**
 * Whether a message from the player says it ended or was paused. The player answers a "listening"
 * message with JSON events: `onStateChange` (info: state) or `infoDelivery` (info.playerState).
 */
export function isStopEvent(data: unknown): boolean {
  const message = messageObject(data)
  if (!message) return false
  const { event, info } = message as { event?: unknown; info?: unknown }
  if (event === 'onStateChange') return typeof info === 'number' && stoppedStates.has(info)
  if (event === 'infoDelivery' && info && typeof info === 'object') {
    const state = (info as { playerState?: unknown }).playerState
    return typeof state === 'number' && stoppedStates.has(state)
  }
  return false
}
