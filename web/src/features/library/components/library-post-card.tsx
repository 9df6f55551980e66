import { type LibraryPostView } from '@kairos/core';
import { ActionIcon, Badge, Card, Group, Image, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { type CategoryView } from '../../../lib/categories-query';
import { PendingReview } from './pending-review';
import { NetworkIcon } from './variations-editor';
import classes from './library.module.css';

interface LibraryPostCardProps {
  post: LibraryPostView;
  categories: ReadonlyMap<string, CategoryView>;
  canEdit: boolean;
  onEdit: (post: LibraryPostView) => void;
  onDelete: (post: LibraryPostView) => void;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The first picture, or the video (playable, its thumbnail shown until it plays), or nothing. */
function CardMedia({ post }: { post: LibraryPostView }) {
  const [image] = post.images;
  if (image !== undefined) return <Image src={image} alt="" h={150} fit="cover" />;
  const { video } = post;
  if (video === null) return null;
  return (
    <video
      src={video.url}
      poster={video.thumbnail ?? undefined}
      // With a thumbnail to show, nothing is fetched until the video is played.
      preload={video.thumbnail ? 'none' : 'metadata'}
      controls
      muted
      playsInline
      aria-label="Library video"
      data-testid="library-video"
      className={classes.cardVideo}
    />
  );
}

/** One reusable piece of content: its picture, text, networks with their own version, category, state. */
export function LibraryPostCard({ post, categories, canEdit, onEdit, onDelete }: LibraryPostCardProps) {
  const hasMedia = post.images.length > 0 || post.video !== null;
  const text = post.message.trim() !== '' ? post.message : (post.variations[0]?.message ?? '');
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-testid="library-post">
      {hasMedia && (
        <Card.Section>
          <CardMedia post={post} />
        </Card.Section>
      )}
      <Stack gap="xs" mt={hasMedia ? 'sm' : 0} style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={6}>
            {post.categories.map((id) => (
              <Badge key={id} variant="light" radius="sm">
                {categories.get(id)?.title ?? 'Deleted category'}
              </Badge>
            ))}
            {post.draft && (
              <Badge color="gray" variant="outline" radius="sm">
                Draft
              </Badge>
            )}
            {post.pending && (
              <Badge color="orange" variant="outline" radius="sm">
                Pending
              </Badge>
            )}
          </Group>
          {canEdit && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label="Library post actions">
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onEdit(post)}>
                  Edit
                </Menu.Item>
                <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(post)}>
                  Delete
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        <Text size="sm" lineClamp={4} className={classes.cardText}>
          {text}
        </Text>
        {post.pending && canEdit && <PendingReview post={post} />}
        {post.hashtags.length > 0 && (
          <Text size="xs" c="blue.7" lineClamp={1}>
            {post.hashtags.join(' ')}
          </Text>
        )}
      </Stack>
      <Group justify="space-between" mt="sm">
        <Group gap={6}>
          {post.variations.map((variation) => (
            <NetworkIcon key={variation.socialMedia} network={variation.socialMedia} size={16} />
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {post.createdAt !== undefined ? dateFormat.format(new Date(post.createdAt)) : ''}
        </Text>
      </Group>
    </Card>
  );
}
