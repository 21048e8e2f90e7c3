/**
 * Whether this process is a Next.js server. Scripts and tests run the same lib/ code
 * outside Next, where the data cache and tag revalidation do not exist.
 */
const flag = globalThis as unknown as { __appRunningInNext?: boolean };

export function markRunningInNext(): void {
  flag.__appRunningInNext = true;
}

export function isRunningInNext(): boolean {
  return flag.__appRunningInNext === true;
}
