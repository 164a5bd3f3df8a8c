import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on 127.0.0.1 that can hold its answer to DATA (`holdMs`, changeable while it
 * runs): a slow mail server, so that a test can stop or kill an instance in the middle of a send.
 * `onData` is told when a message has arrived, `onAccepted` when it was accepted after the hold.
 */
export type HoldingSmtpPeer = { url: string; holdMs: number; sending: number; close(): Promise<void> }

export async function startHoldingSmtpPeer({
  holdMs = 0,
  onData = () => {},
  onAccepted = (_text: string) => {},
} = {}): Promise<HoldingSmtpPeer> {
  const peer = { holdMs, sending: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      peer.sending += 1
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        onData()
        setTimeout(() => {
          peer.sending -= 1
          onAccepted(Buffer.concat(chunks).toString('utf8'))
          callback()
        }, peer.holdMs)
      })
    },
  })
  // A client killed mid-send resets its connection: expected in these tests, not a failure.
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return Object.assign(peer, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}
