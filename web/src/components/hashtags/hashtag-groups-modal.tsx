import { hashtagGroupCreateBodySchema, hashtagGroupText, splitHashtags } from '@kairos/core';
import { ActionIcon, Alert, Button, Group, Modal, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { hashtagGroupsQuery, useHashtagGroupCalls, type HashtagGroupView } from '../../lib/hashtag-groups';

interface HashtagGroupsModalProps {
  calendarId: string;
  onClose: () => void;
}

/** Add, rename, edit and delete the calendar's hashtag lists. */
export function HashtagGroupsModal({ calendarId, onClose }: HashtagGroupsModalProps) {
  const groups = useQuery(hashtagGroupsQuery(calendarId)).data ?? [];
  const calls = useHashtagGroupCalls(calendarId);
  const [editing, setEditing] = useState<HashtagGroupView | null>(null);
  const [name, setName] = useState('');
  const [hashtags, setHashtags] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  function startEdit(group: HashtagGroupView | null) {
    setEditing(group);
    setName(group?.name ?? '');
    setHashtags(group?.hashtags ?? []);
    setError(null);
  }

  function save() {
    // The server's own rules, checked here first so the message shows at once.
    const parsed = hashtagGroupCreateBodySchema.safeParse({ calendarId, name, hashtags });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    const done = {
      onSuccess: () => startEdit(null),
      onError: (failure: Error) => setError(errorMessage(failure)),
    };
    const body = { name: parsed.data.name, hashtags: parsed.data.hashtags };
    if (editing) calls.update.mutate({ id: editing._id, ...body }, done);
    else calls.create.mutate(body, done);
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title="Hashtag lists"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close hashtag lists' }}
    >
      <Stack gap="md">
        {groups.map((group) => (
          <Group key={group._id} justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text fw={600} size="sm">
                {group.name}
              </Text>
              <Text size="xs" c="dimmed">
                {hashtagGroupText(group.hashtags)}
              </Text>
            </div>
            <Group gap={2} wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={`Edit ${group.name}`} onClick={() => startEdit(group)}>
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${group.name}`}
                loading={calls.remove.isPending && calls.remove.variables === group._id}
                onClick={() =>
                  calls.remove.mutate(group._id, { onError: (failure) => setError(errorMessage(failure)) })
                }
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {editing ? `Edit ${editing.name}` : 'New hashtag list'}
          </Text>
          <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
          <TagsInput
            label="Hashtags"
            placeholder="Type hashtags, separated by spaces or commas"
            value={hashtags}
            onChange={(tags) => setHashtags(tags.flatMap((tag) => splitHashtags(tag)))}
            splitChars={[',', ' ', 'Enter']}
            clearable
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            {editing && (
              <Button variant="default" onClick={() => startEdit(null)}>
                Cancel
              </Button>
            )}
            <Button onClick={save} loading={calls.create.isPending || calls.update.isPending}>
              {editing ? 'Save list' : 'Add list'}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Modal>
  );
}
