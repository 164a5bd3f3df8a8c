import path from 'node:path'

/**
 * The repository root. Next, the Payload CLI and the scripts all run from it; import.meta.url
 * is not usable here because bundling moves this file.
 */
export const projectRoot = process.cwd()

/** Everything the running site stores: the SQLite file and uploaded files. Never committed. */
export const dataDir = process.env.DATA_DIR
  ? path.resolve(process.env.DATA_DIR)
  : path.join(/* turbopackIgnore: true */ projectRoot, 'data')

/**
 * Where each upload collection keeps its files on this disk (without object storage, storage.ts).
 * Patients' photos lie outside public/, so every request for one goes through access control.
 */
export const uploadDirs = {
  media: path.join(/* turbopackIgnore: true */ dataDir, 'media'),
  documents: path.join(/* turbopackIgnore: true */ dataDir, 'documents'),
  'inquiry-photos': path.join(/* turbopackIgnore: true */ dataDir, 'private', 'inquiry-photos'),
} as const
