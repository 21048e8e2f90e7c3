/**
 * Whether this process is a Next.js server, and the identity of the database it serves.
 * Scripts and tests run the same lib/ code outside Next, where the data cache and tag
 * revalidation do not exist.
 */
const state = globalThis as unknown as { __appDatabaseIdentity?: string };

export function markRunningInNext(databaseIdentity: string): void {
  state.__appDatabaseIdentity = databaseIdentity;
}

/** The identity of the served database inside a Next server; undefined elsewhere. */
export function servedDatabaseIdentity(): string | undefined {
  return state.__appDatabaseIdentity;
}
