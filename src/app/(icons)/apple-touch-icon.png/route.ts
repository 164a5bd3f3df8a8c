import { iconResponse } from '@/identity/site-icons'

// Derived from the logo in Settings on request (src/identity/site-icons.ts); the ETag follows the logo.
export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  return iconResponse('apple-touch-icon.png', request)
}
