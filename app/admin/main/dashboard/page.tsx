import { getTranslations } from 'next-intl/server';
import { OverdueMachines } from '@/components/admin/dashboard/overdue-machines';
import { TopRequested } from '@/components/admin/dashboard/top-requested';
import { ToDo } from '@/components/admin/dashboard/to-do';
import { VitalsTable } from '@/components/admin/dashboard/vitals-table';
import { WeeklyRequests } from '@/components/admin/dashboard/weekly-requests';
import { requireAdminSession } from '@/lib/admin/session';
import {
  DASHBOARD_WEEKS,
  failedMails,
  openRequests,
  requestsPerWeek,
  topCategories,
  topMachines,
} from '@/lib/dashboard/queries';
import { todayInRomania } from '@/lib/reservations/days';
import { overdueReservations } from '@/lib/reservations/queries';
import { DEVICE_CLASSES, type DeviceClass } from '@/lib/vitals/metrics';
import { vitalsP75 } from '@/lib/vitals/queries';

const VITALS_DAYS = 30;

/** ?device=mobile|desktop narrows the vitals to one class of device; anything else is all. */
function deviceOf(value: string | string[] | undefined): DeviceClass | undefined {
  return DEVICE_CLASSES.find((device) => device === value);
}

/** 'Panou' (issue #20): what the site brings in and what waits, read fresh on every visit. */
export default async function DashboardPage({ searchParams }: PageProps<'/admin/main/dashboard'>) {
  await requireAdminSession();
  const device = deviceOf((await searchParams).device);
  const today = todayInRomania();
  const [t, weeks, machines, categories, open, mails, vitals, overdue] = await Promise.all([
    getTranslations({ locale: 'ro', namespace: 'Admin.Dashboard' }),
    requestsPerWeek(),
    topMachines(),
    topCategories(),
    openRequests(),
    failedMails(),
    vitalsP75(VITALS_DAYS, device),
    overdueReservations(today),
  ]);
  return (
    <section className="admin-page">
      <h1>{t('title')}</h1>
      <WeeklyRequests weeks={weeks} />
      <ToDo open={open} mails={mails} />
      <OverdueMachines rows={overdue} today={today} />
      <TopRequested weeks={DASHBOARD_WEEKS} machines={machines} categories={categories} />
      <VitalsTable days={VITALS_DAYS} device={device} rows={vitals} />
    </section>
  );
}
