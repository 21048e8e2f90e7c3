'use client';

import { useEffect, useState } from 'react';

type Sonner = typeof import('sonner');

/**
 * The contact form's notices (spec §2: top-right, one at a time). sonner (about 9 kB gzip)
 * loads when the visitor starts on the form, not with the page: docs/performance.md.
 */
let sonner: Promise<Sonner> | null = null;

function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = null; // a later attempt may succeed
    throw error;
  });
  return sonner;
}

/** The mounted host: asked to show its toaster, and ready once the toaster listens. */
interface Host {
  show: () => void;
  ready: Promise<void>;
  markReady: () => void;
}
let host: Host | null = null;

/** Where the notices appear; renders nothing until the first one is prepared. */
export function NoticeHost() {
  const [module, setModule] = useState<Sonner | null>(null);
  useEffect(() => {
    let markReady = () => {};
    const ready = new Promise<void>((resolve) => {
      markReady = resolve;
    });
    const mounted: Host = {
      show: () => void loadSonner().then(setModule, () => undefined),
      ready,
      markReady: () => markReady(),
    };
    host = mounted;
    return () => {
      if (host === mounted) host = null;
    };
  }, []);
  if (!module) return null;
  return (
    <>
      <module.Toaster position="top-right" visibleToasts={1} closeButton={false} richColors />
      {/* Its effect runs after the toaster's own, which subscribes to the notices. */}
      <ToasterReady />
    </>
  );
}

function ToasterReady() {
  useEffect(() => host?.markReady(), []);
  return null;
}

/** Loads the notices ahead of need (the form's first focus), so none waits for the network. */
export function prepareNotices(): void {
  host?.show();
}

/** Shows one notice in place of any other; an alert if the notices could not be loaded. */
export async function showNotice(kind: 'success' | 'error', message: string): Promise<void> {
  const current = host;
  current?.show();
  try {
    const { toast } = await loadSonner();
    if (!current) return;
    await current.ready;
    toast.dismiss();
    toast[kind](message, { id: message, duration: kind === 'success' ? 3000 : 5000 });
  } catch {
    window.alert(message);
  }
}
