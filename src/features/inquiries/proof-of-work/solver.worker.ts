// One of the proof-of-work solver's workers (solver.ts): altcha-lib's message handler
// with the WebCrypto key derivation (its own workers/pbkdf2 imports node:crypto).
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'
import { handler } from 'altcha-lib/workers/shared'

handler({ deriveKey })
