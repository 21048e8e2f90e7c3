import * as z from '@/lib/validation/zod';
import type { ErrorCode } from '@/lib/errors';
import { UUID } from '@/lib/validation/patterns';

/**
 * A picture as the admin sends it (spec §3, §7): new data as base64 (a data-URL prefix is
 * tolerated) with its mime_type, or only the uuid of a picture already stored, to keep it.
 */
export type PictureInput = { uuid: string } | { image: string; mimeType: string };

/**
 * The shape check of one picture field; the content (base64, type, size) is checked on the
 * server by preparePicture. Every failure names the field itself, never a sub-field.
 */
export function pictureSchema(codes: { required: ErrorCode; invalid: ErrorCode }) {
  return z
    .object(
      {
        uuid: z.unknown().optional(),
        image: z.unknown().optional(),
        mime_type: z.unknown().optional(),
      },
      { error: (issue) => (issue.input == null ? codes.required : codes.invalid) },
    )
    .transform((value, ctx): PictureInput => {
      const { uuid, image, mime_type: mimeType } = value;
      if (typeof image === 'string' && image !== '') {
        return { image, mimeType: typeof mimeType === 'string' ? mimeType : '' };
      }
      if (typeof uuid === 'string' && UUID.test(uuid)) return { uuid: uuid.toLowerCase() };
      const empty = image == null || image === '';
      ctx.addIssue({
        code: 'custom',
        message: uuid == null && empty ? codes.required : codes.invalid,
      });
      return z.NEVER;
    });
}
