import { Alert, Button, Group, Modal, Stack, TextInput, Tooltip } from '@mantine/core';
import { type Calendar, calendarBodySchema, canRemoveCalendar, messages } from '@kairos/core';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useCreateCalendar } from '../api/create-calendar';
import { useUpdateCalendar } from '../api/update-calendar';
import { useConfirmDeleteCalendar } from './use-confirm-delete-calendar';

interface CalendarModalProps {
  /** Edit mode when given, add mode otherwise (spec: "add when no id, edit when id present"). */
  calendar: Calendar | null;
  calendarCount: number;
  /** Section 6: removing is its own check, apart from editing. */
  canRemove: boolean;
  onClose: () => void;
  onCreated?: (calendar: Calendar) => void;
  onDeleted?: (calendarId: string) => void;
  /** A create refused at the plan's calendars limit. */
  onLimitExceeded: (message: string) => void;
}

export function CalendarModal(props: CalendarModalProps) {
  const { calendar, calendarCount, canRemove, onClose, onCreated, onDeleted, onLimitExceeded } = props;
  const [name, setName] = useState(calendar?.name ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const createCalendar = useCreateCalendar();
  const updateCalendar = useUpdateCalendar();
  const saving = createCalendar.isPending || updateCalendar.isPending;
  const deletion = useConfirmDeleteCalendar({
    overModal: true,
    onDeleted: (calendarId) => {
      onDeleted?.(calendarId);
      onClose();
    },
    onError: (error) => showError(error),
  });

  function showError(error: unknown) {
    if (isApiError(error) && error.status === 403 && error.reason === 'limit_exceed') {
      onLimitExceeded(error.message);
      return;
    }
    const fieldMessage = isApiError(error) ? error.details[0]?.message : undefined;
    if (fieldMessage !== undefined) setNameError(fieldMessage);
    else setFormError(error instanceof Error ? error.message : String(error));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = calendarBodySchema.safeParse({ name });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? messages.calendars.nameRequired);
      return;
    }
    if (calendar === null) {
      const onSuccess = (created: Calendar) => {
        onCreated?.(created);
        onClose();
      };
      createCalendar.mutate(parsed.data, { onSuccess, onError: showError });
    } else {
      updateCalendar.mutate({ id: calendar._id, ...parsed.data }, { onSuccess: onClose, onError: showError });
    }
  }

  const removable = canRemoveCalendar(calendarCount);
  return (
    <Modal opened onClose={onClose} title={calendar === null ? 'Add calendar' : 'Edit calendar'} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {formError !== null && (
            <Alert color="red" variant="light">
              {formError}
            </Alert>
          )}
          <TextInput
            label="Name"
            placeholder="e.g. Acme Coffee"
            data-autofocus
            value={name}
            error={nameError}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
              setFormError(null);
            }}
          />
          <Group justify={calendar !== null && canRemove ? 'space-between' : 'flex-end'}>
            {calendar !== null && canRemove && (
              <Tooltip label={messages.calendars.lastCalendar} disabled={removable}>
                <Button
                  variant="subtle"
                  color="red"
                  disabled={!removable}
                  loading={deletion.deleting}
                  onClick={() => deletion.confirm(calendar)}
                >
                  Delete
                </Button>
              </Tooltip>
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={saving}>
                Save
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
