import 'server-only';
import { eq } from 'drizzle-orm';
import * as z from '@/lib/validation/zod';
import { getDb } from '@/db/client';
import { contactRequests } from '@/db/schema';
import { changedFields } from '@/lib/audit/diff';
import { recordAudit } from '@/lib/audit/record';
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
  const before = await getContactRequestOrThrow(id);
  await getDb().transaction(async (tx) => {
    await tx
      .update(contactRequests)
      .set({ status, handledAt: status === 'handled' ? new Date() : null })
      .where(eq(contactRequests.id, id));
    await recordAudit(tx, {
      action: 'update',
      type: 'request',
      id,
      label: requestLabel(before),
      changes: changedFields(before, { status }, { status: 'status' }),
    });
  });
  return getContactRequestOrThrow(id);
}

/** Deletes a request; its mail stays in the outbox (and is still delivered) without the link. */
export async function deleteContactRequest(id: string): Promise<void> {
  const request = await getContactRequestOrThrow(id);
  await getDb().transaction(async (tx) => {
    const deleted = await tx
      .delete(contactRequests)
      .where(eq(contactRequests.id, id))
      .returning({ id: contactRequests.id });
    if (deleted.length === 0) throw new ApiError('NOT_FOUND', 'uuid');
    await recordAudit(tx, { action: 'delete', type: 'request', id, label: requestLabel(request) });
  });
}

/** How the log names an offer request: who sent it, and their address or phone. */
function requestLabel(request: ContactRequestView): string {
  const name = `${request.lastName} ${request.firstName}`.trim();
  return [name, request.email || request.phone].filter(Boolean).join(', ');
}
