import 'server-only';
import { eq } from 'drizzle-orm';
import * as z from '@/lib/validation/zod';
import { getDb } from '@/db/client';
import { contactRequests } from '@/db/schema';
import { ApiError } from '@/lib/errors';
import { getContactRequestOrThrow, type ContactRequestView } from './queries';

export const contactStatusSchema = z.object({
  status: z.enum(['new', 'handled'], { error: 'INVALID_REQUEST' }),
});

/** Marks a request handled (or new again). */
export async function setContactRequestStatus(
  id: string,
  status: 'new' | 'handled',
): Promise<ContactRequestView> {
  await getContactRequestOrThrow(id);
  await getDb()
    .update(contactRequests)
    .set({ status, handledAt: status === 'handled' ? new Date() : null })
    .where(eq(contactRequests.id, id));
  return getContactRequestOrThrow(id);
}

/** Deletes a request; its mail stays in the outbox (and is still delivered) without the link. */
export async function deleteContactRequest(id: string): Promise<void> {
  await getContactRequestOrThrow(id);
  const deleted = await getDb()
    .delete(contactRequests)
    .where(eq(contactRequests.id, id))
    .returning({ id: contactRequests.id });
  if (deleted.length === 0) throw new ApiError('NOT_FOUND', 'uuid');
}
