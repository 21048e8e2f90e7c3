import * as z from '@/lib/validation/zod';
import { productFieldsSchema } from '@/lib/products/schema';
import { unitsSchema } from '@/lib/products/units';

/**
 * The product form's values and their schema: one module that the form and its parts
 * (editors, prices) import, so none of them imports another in a circle (#43).
 */
const fields = productFieldsSchema.shape;
/** The typed fields of the shared schema; the pictures are checked beside the form. */
export const formSchema = z.object({
  category: fields.category.unwrap(),
  model: fields.model,
  header_offer: fields.header_offer,
  details: fields.details,
  technical_data: fields.technical_data,
  header_offer_en: fields.header_offer_en,
  details_en: fields.details_en,
  technical_data_en: fields.technical_data_en,
  price_day: fields.price_day,
  price_week: fields.price_week,
  units: unitsSchema,
});
export type FormValues = z.input<typeof formSchema>;
