import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';
import { createRequestStoreForAPI } from 'next/dist/server/async-storage/request-store';
import type { NextRequest } from 'next/server';

/**
 * Runs a route handler inside the request scope Next gives it, so that next/headers'
 * cookies() and headers() answer (next-auth's route handler reads them). The request store
 * is Next's own, made as its app-route module makes it; the work store holds only what
 * those two functions read.
 */
export function inRequestScope<T>(request: NextRequest, run: () => Promise<T>): Promise<T> {
  const requestStore = createRequestStoreForAPI(
    request as never,
    request.nextUrl,
    { tags: [], expirationsByCacheKind: new Map() } as never,
    undefined,
    undefined,
    undefined,
  );
  const workStore = {
    route: request.nextUrl.pathname,
    page: request.nextUrl.pathname,
    forceStatic: false,
    dynamicShouldError: false,
    isStaticGeneration: false,
  };
  return workAsyncStorage.run(workStore as never, () =>
    workUnitAsyncStorage.run(requestStore, run),
  );
}
