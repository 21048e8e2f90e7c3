import { ApiError } from '@/lib/errors';
import { apiRoute } from '@/lib/http/handler';
import { runImport } from '@/lib/import/run';

/**
 * The types a browser or a script may give an import file: the three of the API, and what
 * Windows calls a .csv (Excel installed) or a .zip, or a bare octet stream. The file's bytes,
 * not this header, then say what it is.
 */
const ACCEPTED_TYPES = new Set([
  'text/csv',
  'text/plain',
  'application/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/zip',
  'application/x-zip-compressed',
  'application/octet-stream',
]);

// POST /api/import?dryRun=1 – checks a machines file and says what it would do; without
// dryRun it also writes it, all or nothing (issue #32). The file is the body. 200 with the
// counts and any warnings; 400 with the same body, every problem listed, when it has errors.
export const POST = apiRoute({ access: 'admin' }, async ({ request }) => {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (!type || !ACCEPTED_TYPES.has(type)) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
  const flag = request.nextUrl.searchParams.get('dryRun');
  const dryRun = flag !== null && flag !== '0' && flag !== 'false';
  const { ok, report } = await runImport(request.body, { dryRun });
  if (ok) return Response.json(report);
  // The API's one error shape ({ errors: [{ msg, param }] }) holds too: each entry also says
  // its code as `msg` and its column as `param`.
  const errors = report.errors.map((entry) => ({
    ...entry,
    msg: entry.code,
    ...(entry.column ? { param: entry.column } : {}),
  }));
  return Response.json({ ...report, errors }, { status: 400 });
});
