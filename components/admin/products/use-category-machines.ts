'use client';
import { useCallback, useRef, useState } from 'react';
import type { MachinePickerStart } from '@/lib/reservations/admin';
import type { CalendarWire } from '@/lib/reservations/wire';
import { apiFetch } from '@/components/admin/shared/api-client';

/**
 * A category, then one of its machines: the reservation screens never load every machine of
 * the catalogue. Choosing a category asks for its machines (the calendar's route, which lists
 * them with their units); an answer to a category chosen earlier than the latest is dropped.
 */
export function useCategoryMachines(start: MachinePickerStart, onError: (error: unknown) => void) {
  const [picked, setPicked] = useState(start);
  const latest = useRef(0);
  const choose = useCallback(
    (categoryId: string) => {
      const ticket = ++latest.current;
      setPicked({ categoryId, machines: [] });
      if (!categoryId) return;
      apiFetch<CalendarWire>(
        `/api/reservation/month?category=${encodeURIComponent(categoryId)}`,
      ).then((calendar) => {
        if (ticket !== latest.current) return;
        const machines = calendar.machines.map(({ uuid, model, units }) => ({
          uuid,
          model,
          units,
        }));
        setPicked({ categoryId, machines });
      }, onError);
    },
    [onError],
  );
  return { ...picked, choose };
}
