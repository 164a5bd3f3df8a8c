import type { Payload, Where } from 'payload'

/**
 * DELETE /api/payload-preferences/{key}: Payload's own delete of a staff member's preference fails
 * on SQLite with 500 whatever the key (its deleteOne builds a query naming a column under a
 * generated alias: "no such column …users_id"), while its find of the same preference works. So
 * the preference is found as Payload finds it and deleted by its id; the answers are Payload's
 * (200 "deleted", 404 when the account has no such preference).
 */
export async function deletePreference(payload: Payload, user: Record<string, unknown>, key: string): Promise<Response> {
  const where: Where = {
    and: [
      { key: { equals: key } },
      { 'user.value': { equals: user.id } },
      { 'user.relationTo': { equals: user.collection ?? 'users' } },
    ] as Where[],
  }
  const { docs } = await payload.db.find<{ id: number | string }>({ collection: 'payload-preferences', where, limit: 1, pagination: false })
  const found = docs[0]
  if (!found) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  await payload.db.deleteOne({ collection: 'payload-preferences', where: { id: { equals: found.id } } })
  return Response.json({ message: 'Deleted successfully.' }, { status: 200 })
}
