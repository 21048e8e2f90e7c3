/**
 * Logs an unexpected error by what it is and where it happened, never by the values it
 * carried: a database error's message holds the query's parameters (usernames, a visitor's
 * contact data), an SMTP error's the recipients. So the log gets the error's class, its
 * code (PostgreSQL's SQLSTATE, nodemailer's code) and the stack frames without the message,
 * plus the ids the caller names.
 */
export function logError(
  context: string,
  error: unknown,
  ids: Record<string, string | number> = {},
): void {
  console.error(describeError(context, error, ids));
}

export function describeError(
  context: string,
  error: unknown,
  ids: Record<string, string | number> = {},
): string {
  const named = Object.entries(ids).map(([key, value]) => `${key}=${value}`);
  const head = `${context}${named.length ? ` (${named.join(', ')})` : ''}`;
  if (!(error instanceof Error)) return `${head}: ${typeof error}`;
  const codes = errorCodes(error);
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 8);
  return [`${head}: ${error.name}${codes.length ? ` [${codes.join(', ')}]` : ''}`, ...frames].join(
    '\n',
  );
}

/** The codes of the error and of its causes (Drizzle wraps the driver's error). */
function errorCodes(error: Error): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' || typeof code === 'number') codes.push(String(code));
    else if (depth > 0) codes.push(current.name);
    current = current.cause;
  }
  return codes;
}
