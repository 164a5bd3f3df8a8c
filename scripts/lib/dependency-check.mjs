// The logic of scripts/check-dependencies.mjs, importable by unit tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Payload ≥ 3.90.0: earlier releases have published security advisories (DESIGN.md). */
export const minimumPayloadVersion = '3.90.0'

/** `1.2.3`, `v1.2.3`, `1.2.3-beta.1` (build metadata ignored) → parts, or null when it is no version. */
export function parseVersion(text) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(String(text).trim())
  if (!match) return null
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]), prerelease: match[4] ? match[4].split('.') : [] }
}

/** Semver order: negative when a < b, 0 when equal, positive when a > b. Throws on a non-version. */
export function compareVersions(a, b) {
  const left = parseVersion(a)
  const right = parseVersion(b)
  if (!left || !right) throw new Error(`Not a version: ${left ? b : a}`)
  for (const key of ['major', 'minor', 'patch']) {
    if (left[key] !== right[key]) return left[key] - right[key]
  }
  // A pre-release sorts before its release (3.90.0-beta.1 < 3.90.0).
  if (!left.prerelease.length || !right.prerelease.length) return right.prerelease.length - left.prerelease.length
  for (let i = 0; i < Math.max(left.prerelease.length, right.prerelease.length); i++) {
    const x = left.prerelease[i]
    const y = right.prerelease[i]
    if (x === undefined) return -1
    if (y === undefined) return 1
    if (x === y) continue
    const xNumeric = /^\d+$/.test(x)
    const yNumeric = /^\d+$/.test(y)
    if (xNumeric && yNumeric) return Number(x) - Number(y)
    if (xNumeric !== yNumeric) return xNumeric ? -1 : 1
    return x < y ? -1 : 1
  }
  return 0
}

export const isPayloadPackage = (name) => name === 'payload' || name.startsWith('@payloadcms/')

/**
 * Every installed copy of the packages `wanted` accepts, nested copies included
 * (node_modules/a/node_modules/payload), as { name, version, dir } — what Node actually loads,
 * which package.json alone does not tell.
 */
export function findInstalledPackages(nodeModules, wanted) {
  const found = []
  const visit = (dir) => {
    if (!existsSync(dir)) return
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || !(entry.isDirectory() || entry.isSymbolicLink())) continue
      const names = entry.name.startsWith('@')
        ? readdirSync(path.join(dir, entry.name), { withFileTypes: true })
            .filter((inner) => inner.isDirectory() || inner.isSymbolicLink())
            .map((inner) => `${entry.name}/${inner.name}`)
        : [entry.name]
      for (const name of names) {
        const packageDir = path.join(dir, name)
        const manifest = path.join(packageDir, 'package.json')
        if (wanted(name) && existsSync(manifest)) {
          found.push({ name, version: JSON.parse(readFileSync(manifest, 'utf8')).version, dir: packageDir })
        }
        visit(path.join(packageDir, 'node_modules'))
      }
    }
  }
  visit(nodeModules)
  return found
}

/** Problems with the installed Payload packages: missing, mixed versions, or too old. */
export function payloadProblems(installed, minimum = minimumPayloadVersion) {
  if (!installed.some((item) => item.name === 'payload')) return ['payload is not installed (run npm ci)']
  const problems = []
  const versions = [...new Set(installed.map((item) => item.version))]
  if (versions.length > 1) {
    const list = installed.map((item) => `  ${item.name}@${item.version} (${item.dir})`).join('\n')
    problems.push(`Payload packages must all have one version, found ${versions.join(', ')}:\n${list}`)
  }
  for (const item of installed) {
    if (!parseVersion(item.version)) problems.push(`${item.name} has an unreadable version "${item.version}" (${item.dir})`)
    else if (compareVersions(item.version, minimum) < 0) problems.push(`${item.name}@${item.version} is below ${minimum} (${item.dir})`)
  }
  return problems
}

const blockingSeverities = new Set(['high', 'critical'])

/**
 * Reads `npm audit --json` output. `reachable` is false when npm could not get an answer from the
 * registry's audit endpoint (no report in the output); `blocking` lists high or critical
 * vulnerabilities for which npm knows a fix.
 */
export function summarizeAudit(outputText) {
  let report
  try {
    report = JSON.parse(outputText)
  } catch {
    return { reachable: false, reason: 'npm audit printed no JSON report', blocking: [], unfixable: [] }
  }
  if (!report || typeof report !== 'object' || !report.vulnerabilities || !report.metadata) {
    const reason = report?.message || report?.error?.summary || report?.error?.code || 'npm audit returned no report'
    return { reachable: false, reason: String(reason), blocking: [], unfixable: [] }
  }
  const serious = Object.values(report.vulnerabilities).filter((item) => blockingSeverities.has(item.severity))
  const describe = (item) => {
    const fix = item.fixAvailable
    const fixText =
      fix === true
        ? 'npm audit fix'
        : fix && typeof fix === 'object'
          ? `${fix.name}@${fix.version}${fix.isSemVerMajor ? ' (major)' : ''}`
          : 'no fix'
    const titles = (item.via ?? []).filter((via) => typeof via === 'object').map((via) => via.title || via.url)
    return { name: item.name, severity: item.severity, range: item.range, fix: fixText, advisories: titles }
  }
  return {
    reachable: true,
    blocking: serious.filter((item) => item.fixAvailable !== false).map(describe),
    unfixable: serious.filter((item) => item.fixAvailable === false).map(describe),
  }
}
