import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type Calendar, messages } from '@kairos/core';
import { useDeleteCalendar } from '../api/delete-calendar';

interface ConfirmDeleteOptions {
  onDeleted?: (calendarId: string) => void;
  onError: (error: unknown) => void;
  /** Over another modal, whose overlay already dims the page. */
  overModal?: boolean;
}

/** Spec: the calendar delete confirmation ('Are you sure? If you will remove this calendar - …') with No/Yes. */
export function useConfirmDeleteCalendar({ onDeleted, onError, overModal = false }: ConfirmDeleteOptions) {
  const deleteCalendar = useDeleteCalendar();

  function confirm(target: Calendar) {
    modals.openConfirmModal({
      title: 'Delete calendar',
      centered: true,
      children: <Text size="sm">{messages.calendars.deleteConfirmation}</Text>,
      labels: { confirm: 'Yes', cancel: 'No' },
      confirmProps: { color: 'red' },
      ...(overModal ? { overlayProps: { backgroundOpacity: 0.15 } } : {}),
      onConfirm: () =>
        deleteCalendar.mutate(target._id, { onSuccess: () => onDeleted?.(target._id), onError }),
    });
  }

  return { confirm, deleting: deleteCalendar.isPending };
}
