import { hashtagGroupText } from '@kairos/core';
import { Badge, Button, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCanEditContent } from '../../lib/can-edit-content';
import { hashtagGroupsQuery, mostUsedHashtagsQuery } from '../../lib/hashtag-groups';
import classes from './hashtags.module.css';

interface HashtagGroupPickerProps {
  calendarId: string;
  onInsert: (text: string) => void;
  onManage: () => void;
}

/** The lists to insert, the team's most used hashtags, and the way to manage the lists. */
export function HashtagGroupPicker({ calendarId, onInsert, onManage }: HashtagGroupPickerProps) {
  const groups = useQuery(hashtagGroupsQuery(calendarId));
  const mostUsed = useQuery(mostUsedHashtagsQuery(calendarId));
  const canEdit = useCanEditContent(calendarId);

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Hashtag lists
      </Text>
      {groups.isPending && <Loader size="sm" />}
      {groups.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No hashtag lists yet.
        </Text>
      )}
      {groups.data?.map((group) => (
        <UnstyledButton
          key={group._id}
          className={classes.group}
          aria-label={`Insert ${group.name}`}
          onClick={() => onInsert(hashtagGroupText(group.hashtags))}
        >
          <Text size="sm" fw={600}>
            {group.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {hashtagGroupText(group.hashtags)}
          </Text>
        </UnstyledButton>
      ))}
      {(mostUsed.data?.items.length ?? 0) > 0 && (
        <>
          <Text fw={600} size="sm" mt={4}>
            Most used
          </Text>
          <Group gap={4}>
            {mostUsed.data?.items.slice(0, 12).map((item) => (
              <Badge
                key={item.hashtag}
                component="button"
                variant="light"
                className={classes.tag}
                title={`Used in ${item.count} posts`}
                onClick={() => onInsert(item.hashtag)}
              >
                {item.hashtag}
              </Badge>
            ))}
          </Group>
        </>
      )}
      {canEdit && (
        <Button variant="subtle" size="xs" onClick={onManage}>
          Manage hashtag lists
        </Button>
      )}
    </Stack>
  );
}
