// Runs once when a Next.js server starts, before it answers any request.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { prepareServer } = await import('./lib/boot');
  await prepareServer();
}
