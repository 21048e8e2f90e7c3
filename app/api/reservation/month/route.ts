import { findCategoryById } from '@/lib/categories/queries';
import { ApiError } from '@/lib/errors';
import { apiRoute } from '@/lib/http/handler';
import { monthParam } from '@/lib/reservations/month';
import { categoryCalendar } from '@/lib/reservations/queries';
import { toCalendarWire } from '@/lib/reservations/wire';

// GET /api/reservation/month?category={uuid}&month=YYYY-MM – the admin's calendar: every
// machine of the category with its reservations (not cancelled) touching that month, read in
// one query. No month is this month in Romania; a malformed one is 400 INVALID_MONTH, an
// unknown category (or one in the trash) 404 ERROR_GET_CATEGORY.
export const GET = apiRoute({ access: 'admin' }, async ({ request }) => {
  const params = request.nextUrl.searchParams;
  const month = monthParam(params);
  const category = await findCategoryById(params.get('category')?.trim().toLowerCase() ?? '');
  if (!category) throw new ApiError('ERROR_GET_CATEGORY', 'category');
  const machines = await categoryCalendar(category.uuid, month.first, month.last);
  return Response.json(toCalendarWire(category, month, machines), {
    headers: { 'Cache-Control': 'no-store' },
  });
});
