/** PostgreSQL's unique_violation, as raised by node-postgres and by PGlite (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
