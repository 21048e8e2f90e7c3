import { z } from 'zod';
import type { ErrorCode } from '@/lib/errors';
import { UUID } from '@/lib/validation/patterns';

/**
 * The path parameters of app/api's routes, parsed by schema in the route wrapper
 * (lib/http/handler.ts's `params` option, through body.ts's parseWith) before the handler
 * runs, so no handler or lib function checks them by hand. Each refusal keeps the code and
 * the field name the spec gives that route (404 ERROR_GET_PRODUCT on "uuid" where the folder
 * is named [key]).
 */

/** A uuid path parameter; anything else is refused with `code`, naming `param` (default: its key). */
export function uuidParam(code: ErrorCode, param?: string) {
  return z.string().refine((value) => UUID.test(value), { error: code, params: { param } });
}

/** The routes' parameter schemas, one per resource (and field name) the spec names. */
export const ROUTE_PARAMS = {
  account: z.object({ uuid: uuidParam('ERROR_GET_ACCOUNT') }),
  /** A kept thumbnail of the audit log: the deleted picture's sha256, 64 hex digits. */
  auditPicture: z.object({
    key: z.string().refine((value) => /^[0-9a-f]{64}$/.test(value), {
      error: 'ERROR_GET_PHOTO',
      params: { param: 'key' },
    }),
  }),
  banner: z.object({ id: uuidParam('ERROR_DELETE_BANNER_PHOTO') }),
  category: z.object({ uuid: uuidParam('ERROR_GET_CATEGORY') }),
  categoryProducts: z.object({ id: uuidParam('ERROR_GET_CATEGORY') }),
  contactRequest: z.object({ uuid: uuidParam('NOT_FOUND') }),
  product: z.object({ key: uuidParam('ERROR_GET_PRODUCT', 'uuid') }),
  productDetails: z.object({ id: uuidParam('ERROR_GET_PRODUCT') }),
  productAvailability: z.object({ uuid: uuidParam('ERROR_GET_PRODUCT') }),
  quote: z.object({ uuid: uuidParam('ERROR_GET_QUOTE') }),
  /**
   * The customer's link of an offer: any text is looked up (by its hash), and one that is
   * not a link's is 404 like an unknown one; a text far longer than a token is refused unread.
   */
  quoteToken: z.object({
    token: z.string().refine((value) => value.length <= 100, {
      error: 'ERROR_GET_QUOTE',
      params: { param: 'token' },
    }),
  }),
  reservation: z.object({ uuid: uuidParam('ERROR_GET_RESERVATION') }),
  session: z.object({ id: uuidParam('ERROR_GET_SESSION') }),
  trashItem: z.object({ uuid: uuidParam('ERROR_TRASH_ITEM') }),
};
