import { Badge, Group, Paper, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { type SocialType, maxFirstCommentLength, networkTable, textLength } from '@kairos/core';

interface FirstCommentFieldProps {
  comment: string;
  /** The selected networks; the comment goes to those that take one. */
  networks: readonly SocialType[];
  onChange: (comment: string) => void;
}

/** The networks of a list that take a first comment. */
export const commentNetworksOf = (networks: readonly SocialType[]) =>
  networks.filter((network) => networkTable[network].firstComment !== undefined);

/**
 * The first comment, posted under the post right after it on Facebook pages, Instagram Business,
 * LinkedIn and YouTube (decision 0064), with its length against each selected one's limit.
 */
export function FirstCommentField({ comment, networks, onChange }: FirstCommentFieldProps) {
  const commenting = commentNetworksOf(networks);
  if (commenting.length === 0 && comment === '') return null;
  const names = commenting.map((network) => networkTable[network].name).join(', ');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="first-comment">
      <Stack gap={6}>
        <Textarea
          label="First comment"
          description={
            commenting.length > 0
              ? `Posted under the post on ${names}`
              : 'None of the selected networks takes a first comment: it is kept with the post but not sent.'
          }
          placeholder="Links, hashtags or a question to start the conversation"
          value={comment}
          maxLength={maxFirstCommentLength}
          onChange={(event) => onChange(event.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={6}
        />
        <Group gap={6} justify="flex-end">
          {commenting.length === 0 && (
            <Text size="xs" c="dimmed">
              {[...comment].length} characters
            </Text>
          )}
          {commenting.map((network) => {
            const { name, firstComment } = networkTable[network];
            const limit = firstComment?.limit ?? maxFirstCommentLength;
            const length = textLength(network, comment.trim());
            return (
              <Tooltip key={network} label={`${name} first comment`}>
                <Badge
                  variant="light"
                  color={length > limit ? 'red' : 'gray'}
                  data-testid={`comment-counter-${network}`}
                >
                  {name}: {length} / {limit}
                </Badge>
              </Tooltip>
            );
          })}
        </Group>
      </Stack>
    </Paper>
  );
}
