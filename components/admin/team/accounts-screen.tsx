'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { AccountsInvite } from './accounts-invite';
import { apiFetch } from '@/components/admin/shared/api-client';
import { formatDateTime } from '@/components/admin/inquiries/inquiries-format';
import { notify, useErrorToast } from '@/components/admin/shared/notify';
import styles from './team.module.css';

/** One row of GET /api/account: an administrator, or an invitation not yet accepted. */
export interface AccountWire {
  uuid: string;
  username: string | null;
  email: string;
  state: 'active' | 'invited' | 'expired';
  last_sign_in: string | null;
}

/** How long an invitation's link works (lib/accounts/team.ts, INVITE_HOURS). */
const INVITE_HOURS = 48;

/**
 * 'Administratori' (issue #33): every account and pending invitation, the invitation form,
 * and per row what can be done to it. `self` is the signed-in account: deleting it asks more
 * firmly and ends at the login; it is never signed out from here ('Sesiuni' does that).
 */
export function AccountsScreen({ self }: { self: string | null }) {
  const t = useTranslations('Admin');
  const showError = useErrorToast();
  const [accounts, setAccounts] = useState<AccountWire[] | null>(null);
  const [toDelete, setToDelete] = useState<AccountWire | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    () => apiFetch<AccountWire[]>('/api/account').then(setAccounts, showError),
    [showError],
  );
  useEffect(() => {
    void load();
  }, [load]);

  /** Runs one row's request; the list is read again after, unless `then` says otherwise. */
  async function act(request: () => Promise<unknown>, done: string, then = load) {
    setBusy(true);
    try {
      await request();
      notify('success', done);
      await then();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  function remove(account: AccountWire) {
    setToDelete(null);
    // One's own account gone, its sessions went with it: a full load of the login.
    const signOut = async () =>
      window.location.assign(new URL('/admin/login', window.location.origin).href);
    return act(
      () => apiFetch(`/api/account/${account.uuid}`, { method: 'DELETE' }),
      t(account.state === 'active' ? 'Accounts.deleted' : 'Accounts.withdrawn'),
      account.uuid === self ? signOut : load,
    );
  }

  const endSessions = (account: AccountWire) =>
    act(
      () => apiFetch(`/api/account/${account.uuid}/end-sessions`, { method: 'POST' }),
      t('Accounts.ended'),
    );
  const resend = (account: AccountWire) =>
    act(
      () => apiFetch('/api/account/invite', { method: 'POST', body: { email: account.email } }),
      t('Accounts.invited'),
    );

  const confirmMessage =
    toDelete?.state !== 'active'
      ? t('Accounts.withdrawMessage')
      : toDelete.uuid === self
        ? t('Accounts.confirmSelf')
        : t('Accounts.confirmMessage');

  return (
    <>
      <div className="admin-toolbar">
        <h1>{t('Accounts.title')}</h1>
      </div>
      <p className="admin-muted">{t('Accounts.help', { hours: INVITE_HOURS })}</p>
      <AccountsInvite onInvited={() => void load()} />
      {accounts === null ? (
        <p aria-busy="true">{t('Loading')}</p>
      ) : (
        <table className={`admin-table admin-cards ${styles.table}`}>
          <caption className="sr-only">{t('Accounts.list')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Accounts.username')}</th>
              <th scope="col">{t('Accounts.emailColumn')}</th>
              <th scope="col">{t('Accounts.lastSignIn')}</th>
              <th scope="col">{t('Accounts.state')}</th>
              <th scope="col">{t('Accounts.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => {
              const active = account.state === 'active';
              const name = account.username ?? account.email;
              return (
                <tr key={account.uuid} data-account={account.email}>
                  <td>
                    {active ? (
                      <>
                        <span className={styles.name}>{account.username}</span>
                        {account.uuid === self && (
                          <span className="admin-badge">{t('Accounts.you')}</span>
                        )}
                      </>
                    ) : (
                      <span className="admin-muted">{t('Accounts.pending')}</span>
                    )}
                  </td>
                  <td data-label={t('Accounts.emailColumn')}>{account.email}</td>
                  <td data-label={t('Accounts.lastSignIn')} className={styles.nowrap}>
                    {account.last_sign_in
                      ? formatDateTime(account.last_sign_in)
                      : active
                        ? t('Accounts.never')
                        : '–'}
                  </td>
                  <td data-label={t('Accounts.state')}>
                    <span className={`${styles.state} ${styles[account.state]}`}>
                      {t(`Accounts.states.${account.state}`)}
                    </span>
                  </td>
                  <td>
                    <div className={styles.buttons}>
                      {active && account.uuid !== self && (
                        <button
                          type="button"
                          className="admin-button secondary"
                          aria-label={t('Accounts.endSessionsLabel', { name })}
                          disabled={busy}
                          onClick={() => void endSessions(account)}
                        >
                          {t('Accounts.endSessions')}
                        </button>
                      )}
                      {!active && (
                        <button
                          type="button"
                          className="admin-button secondary"
                          aria-label={t('Accounts.resendLabel', { email: account.email })}
                          disabled={busy}
                          onClick={() => void resend(account)}
                        >
                          {t('Accounts.resend')}
                        </button>
                      )}
                      <button
                        type="button"
                        className="admin-button danger"
                        aria-label={
                          active
                            ? t('Accounts.deleteLabel', { name })
                            : t('Accounts.withdrawLabel', { email: account.email })
                        }
                        disabled={busy}
                        onClick={() => setToDelete(account)}
                      >
                        {t(active ? 'Accounts.delete' : 'Accounts.withdraw')}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t(toDelete?.state === 'active' ? 'Accounts.confirmTitle' : 'Accounts.withdrawTitle')}
        message={confirmMessage}
        confirmLabel={t('Confirm.yes')}
        declineLabel={t('Confirm.no')}
        onConfirm={() => toDelete && void remove(toDelete)}
        onDecline={() => setToDelete(null)}
      />
    </>
  );
}
