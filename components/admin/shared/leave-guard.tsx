'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface LeaveGuard {
  /** A form says whether leaving now would lose what was typed (touched, dirty, not sent). */
  setUnsaved(unsaved: boolean): void;
  /** Navigates, asking first when a form would be lost. */
  navigate(href: string): void;
}

const LeaveGuardContext = createContext<LeaveGuard>({ setUnsaved: () => {}, navigate: () => {} });

/** What the dialog leads to when it was the browser's Back button that asked. */
const BACK = '__back__';
/** Marks the extra history entry that lets Back be asked about (see pushGuardEntry). */
const GUARD_KEY = '__leaveGuard';

/**
 * While a form is unsaved the page has one more history entry, for the same address: Back
 * first lands on the page itself (nothing changes), and the dialog can ask. Next.js offers
 * no way to cancel a Back navigation once it started, hence this entry.
 */
function pushGuardEntry(): void {
  const state = (window.history.state ?? {}) as Record<string, unknown>;
  if (state[GUARD_KEY]) return;
  window.history.pushState({ ...state, [GUARD_KEY]: true }, '', window.location.href);
}

/**
 * The leave warning of spec §2 for the admin forms: in-app links, the forms' own buttons,
 * the browser's Back button and closing or reloading the tab ask before unsaved changes
 * are lost.
 */
export function LeaveGuardProvider({ children }: { children: React.ReactNode }) {
  const t = useTranslations('Admin');
  const router = useRouter();
  const unsaved = useRef(false);
  const [pending, setPending] = useState<string | null>(null);

  const navigate = useCallback(
    (href: string) => (unsaved.current ? setPending(href) : router.push(href)),
    [router],
  );

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (unsaved.current) event.preventDefault();
    };
    // Links anywhere in the admin area: the capture phase sees them before Next does.
    const click = (event: MouseEvent) => {
      if (!unsaved.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(`${url.pathname}${url.search}`);
    };
    // The browser's Back: it left the guard entry; put it back and ask.
    const popState = (event: PopStateEvent) => {
      if (!unsaved.current || (event.state as Record<string, unknown> | null)?.[GUARD_KEY]) return;
      pushGuardEntry();
      setPending(BACK);
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('popstate', popState);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('popstate', popState);
      document.removeEventListener('click', click, true);
    };
  }, []);

  const value = useMemo<LeaveGuard>(
    () => ({
      setUnsaved: (flag) => {
        unsaved.current = flag;
        if (flag) pushGuardEntry();
      },
      navigate,
    }),
    [navigate],
  );

  return (
    <LeaveGuardContext.Provider value={value}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        title={t('Leave.title')}
        message={t('Leave.message')}
        confirmLabel={t('Confirm.yes')}
        declineLabel={t('Confirm.no')}
        onDecline={() => setPending(null)}
        onConfirm={() => {
          const href = pending;
          unsaved.current = false;
          setPending(null);
          // Back: past the guard entry and the page itself, to where the admin came from.
          if (href === BACK) window.history.go(-2);
          else if (href) router.push(href);
        }}
      />
    </LeaveGuardContext.Provider>
  );
}

export function useLeaveGuard(): LeaveGuard {
  return useContext(LeaveGuardContext);
}

/** Keeps the guard told whether this form has unsaved changes; cleared when it unmounts. */
export function useUnsavedChanges(unsaved: boolean): LeaveGuard {
  const guard = useLeaveGuard();
  useEffect(() => {
    guard.setUnsaved(unsaved);
    return () => guard.setUnsaved(false);
  }, [guard, unsaved]);
  return guard;
}
