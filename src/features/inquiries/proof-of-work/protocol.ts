/**
 * What the browser and the server agree on for the proof of work under a flood (challenge.ts
 * on the server, solver.ts in the browser). No imports: the browser's first load
 * carries this file.
 */

/** The error code of the 429 that carries a challenge instead of refusing. */
export const proofOfWorkRequired = 'proof-of-work-required'

/** The request header that carries a solution: base64 of ALTCHA's JSON `{ challenge, solution }`. */
export const proofOfWorkHeader = 'x-proof-of-work'

/** ALTCHA v2 key derivation, which browsers run natively through WebCrypto. */
export const proofOfWorkAlgorithm = 'PBKDF2/SHA-256'
