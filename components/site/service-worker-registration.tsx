'use client';

import { useEffect } from 'react';
import { SERVICE_WORKER } from '@/lib/site';
import { whenIdle } from './when-idle';

/**
 * Registers the service worker in production builds (spec §1): when the page is idle or after
 * 30 s, then asks for an update. A new worker takes over by itself (skipWaiting); when it does,
 * a page that was already controlled reloads so it runs the new version. Failures are logged.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    // Inlined by the bundler at build time (lib/env.ts is for the server).
    // eslint-disable-next-line no-restricted-properties
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    // The first install also takes control; only a change of an existing controller reloads.
    let controlled = container.controller !== null;
    const onControllerChange = () => {
      if (controlled) window.location.reload();
      controlled = true;
    };
    container.addEventListener('controllerchange', onControllerChange);
    const cancel = whenIdle(() => {
      container
        .register(SERVICE_WORKER.url, { scope: '/' })
        .then((registration) => registration.update())
        .catch((error: unknown) => console.error('Service worker registration failed', error));
    }, SERVICE_WORKER.registerTimeoutMs);
    return () => {
      cancel();
      container.removeEventListener('controllerchange', onControllerChange);
    };
  }, []);
  return null;
}
