import { iconResponse } from '@/identity/site-icons'

// Derived from the logo in Settings on request (src/identity/site-icons.ts); the ETag follows the logo.
export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  return iconResponse('favicon-32.png', request)
}
