import { Anchor, Group, Text } from '@mantine/core';
import { networkName, networkTable, toSocialType, type PostView } from '@kairos/core';

/**
 * How a target's part is named: the post, a reply of its thread (on a network that threads), or its
 * first comment, in the order the engine sends them.
 */
function partName(post: PostView, socialMedia: string, index: number): string {
  if (index === 0) return 'Post';
  const socialType = toSocialType(socialMedia);
  const threads = socialType !== null && networkTable[socialType].thread !== undefined;
  return threads && index <= post.thread.length ? `Reply ${index}` : 'Comment';
}

/**
 * Where each part of a post of several parts went (decision 0064): per account that has more than
 * the post itself on the network, a link to the post, each reply and the first comment.
 */
export function PostPartLinks({ post }: { post: PostView }) {
  const sent = post.targets.filter((target) => target.parts.length > 1);
  if (sent.length === 0) return null;
  return (
    <>
      {sent.map((target) => (
        <Group key={target._id} gap={6} data-testid="post-part-links">
          <Text size="xs" c="dimmed">
            {networkName(target.socialMedia)}:
          </Text>
          {target.parts.map((part, index) =>
            part.url === null ? (
              <Text key={part.externalId} size="xs">
                {partName(post, target.socialMedia, index)}
              </Text>
            ) : (
              <Anchor key={part.externalId} href={part.url} target="_blank" rel="noreferrer" size="xs">
                {partName(post, target.socialMedia, index)}
              </Anchor>
            ),
          )}
        </Group>
      ))}
    </>
  );
}
