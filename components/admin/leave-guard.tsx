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

/**
 * The leave warning of spec §2 for the admin forms: in-app links, the forms' own buttons
 * and closing or reloading the tab ask before unsaved changes are lost.
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
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, []);

  const value = useMemo<LeaveGuard>(
    () => ({
      setUnsaved: (flag) => {
        unsaved.current = flag;
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
          if (href) router.push(href);
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
