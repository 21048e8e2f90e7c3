// Runs once when a Next.js server starts, before it answers any request.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./lib/env');
  if (env().isBuildPhase) return;
  const { markRunningInNext } = await import('./lib/runtime');
  markRunningInNext();
  const { ensureDatabaseReady } = await import('./db/ready');
  try {
    await ensureDatabaseReady();
  } catch (error) {
    // A server without its database would only answer errors: stop and say why.
    console.error('The database could not be prepared:', error);
    process.exit(1);
  }
}
