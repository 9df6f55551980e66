import { type FeedView } from '@kairos/core';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconRss, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CategorySelect } from '../../../components/ui/category-select';
import { errorMessage } from '../../../lib/api-error';
import { categoriesQuery, type CategoryView } from '../../../lib/categories-query';
import { useAddFeed, useDeleteFeed, useFeeds, useUpdateFeed } from '../api/feeds-api';

interface ManageFeedsModalProps {
  calendarId: string;
  /** The category chosen on the Library page, offered first. */
  categoryId: string | null;
  canEdit: boolean;
  onClose: () => void;
}

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function FeedState({ feed }: { feed: FeedView }) {
  if (feed.lastError !== null) {
    return (
      <Text size="xs" c="red.7" data-testid="feed-error">
        <IconAlertTriangle size={12} style={{ verticalAlign: 'middle' }} /> {feed.lastError}
      </Text>
    );
  }
  if (feed.paused)
    return (
      <Text size="xs" c="dimmed">
        Paused
      </Text>
    );
  return (
    <Text size="xs" c="dimmed">
      {feed.lastPolledAt === null
        ? 'Reading it now…'
        : `Read ${timeFormat.format(new Date(feed.lastPolledAt))}`}
    </Text>
  );
}

function FeedRow(props: {
  feed: FeedView;
  category: CategoryView | undefined;
  calendarId: string;
  canEdit: boolean;
}) {
  const { feed, calendarId, canEdit } = props;
  const update = useUpdateFeed(calendarId);
  const remove = useDeleteFeed(calendarId);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="feed-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <IconRss size={14} color="var(--mantine-color-orange-6)" />
            <Text fw={600} size="sm" truncate>
              {feed.title}
            </Text>
            <Badge variant="light" radius="sm" size="sm">
              {props.category?.title ?? 'Deleted category'}
            </Badge>
            {feed.autoApprove && (
              <Badge variant="outline" color="teal" radius="sm" size="sm">
                Auto-approve
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {feed.url}
          </Text>
          <FeedState feed={feed} />
        </Stack>
        {canEdit && (
          <Group gap="xs" wrap="nowrap">
            <Switch
              size="sm"
              label="Active"
              checked={!feed.paused}
              disabled={update.isPending}
              onChange={(event) => update.mutate({ id: feed._id, paused: !event.currentTarget.checked })}
            />
            <Tooltip label="Delete feed">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete feed ${feed.title}`}
                loading={remove.isPending}
                onClick={() => remove.mutate(feed._id)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
    </Paper>
  );
}

function AddFeedForm({
  calendarId,
  categories,
  initialCategory,
}: {
  calendarId: string;
  categories: readonly CategoryView[];
  initialCategory: string | null;
}) {
  const [url, setUrl] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(initialCategory ?? categories[0]?._id ?? null);
  const [autoApprove, setAutoApprove] = useState(false);
  const add = useAddFeed(calendarId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (categoryId === null) return;
    add.mutate({ url, categoryId, autoApprove }, { onSuccess: () => setUrl('') });
  };
  if (categories.length === 0) {
    return <Alert color="gray">Add a category first: each feed brings its posts into one category.</Alert>;
  }
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label="Feed or site address"
          description="An RSS or Atom feed, or a site that names its feed"
          placeholder="https://blog.example.com/feed.xml"
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={add.error ? errorMessage(add.error) : undefined}
        />
        <CategorySelect
          label="Category"
          categories={categories}
          value={categoryId}
          onChange={(value) => setCategoryId(value ?? categoryId)}
        />
        <Checkbox
          label="Approve new posts automatically"
          checked={autoApprove}
          onChange={(event) => setAutoApprove(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending} disabled={url.trim() === '' || categoryId === null}>
            Add feed
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * library#manageRss: the calendar's RSS and Atom feeds. New items arrive in their category as posts
 * waiting for approval (unless the feed approves them itself); campaigns take approved posts only.
 */
export default function ManageFeedsModal({
  calendarId,
  categoryId,
  canEdit,
  onClose,
}: ManageFeedsModalProps) {
  const categories = useQuery(categoriesQuery(calendarId)).data ?? [];
  const feeds = useFeeds(calendarId);
  const byId = new Map(categories.map((category) => [category._id, category]));
  return (
    <Modal opened onClose={onClose} title="Manage RSS feeds" size="lg" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          New articles arrive in their category waiting for your approval; campaigns post approved ones only.
        </Text>
        {canEdit && (
          <AddFeedForm calendarId={calendarId} categories={categories} initialCategory={categoryId} />
        )}
        {feeds.isError && <Alert color="red">{errorMessage(feeds.error)}</Alert>}
        {feeds.data?.length === 0 && (
          <Text size="sm" c="dimmed" ta="center">
            No feeds yet.
          </Text>
        )}
        {feeds.data?.map((feed) => (
          <FeedRow
            key={feed._id}
            feed={feed}
            category={byId.get(feed.categoryId)}
            calendarId={calendarId}
            canEdit={canEdit}
          />
        ))}
      </Stack>
    </Modal>
  );
}
