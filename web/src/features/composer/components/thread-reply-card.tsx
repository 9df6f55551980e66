import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  FileButton,
  Group,
  Image,
  Paper,
  Progress,
  Stack,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { type Account, type SocialType, acceptedImageTypes } from '@kairos/core';
import { IconAccessible, IconArrowDown, IconArrowUp, IconPhoto, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { type ComposerImage, type ComposerReply } from '../model/composer-values';
import { type ThreadReplies } from '../model/use-thread-replies';
import { AltTextDialog } from './alt-text-dialog';
import { CharacterCounters } from './character-counters';

interface ThreadReplyCardProps {
  reply: ComposerReply;
  /** Its place in the thread: the post is part 1. */
  part: number;
  count: number;
  /** The selected networks that thread: the counters count as each does. */
  networks: readonly SocialType[];
  accounts: readonly Account[];
  replies: ThreadReplies;
}

/** One later part of the thread: its text with a counter per network, its images with alt text. */
export function ThreadReplyCard({ reply, part, count, networks, accounts, replies }: ThreadReplyCardProps) {
  const [altFor, setAltFor] = useState<ComposerImage | null>(null);
  const label = `Part ${part} of the thread`;
  const error = replies.error?.replyKey === reply.key ? replies.error.message : null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="thread-reply">
      <Stack gap={6}>
        <Group justify="space-between">
          <Badge variant="light" color="indigo" radius="sm">
            Part {part}
          </Badge>
          <Group gap={0}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Move part ${part} up`}
              disabled={part === 2}
              onClick={() => replies.move(part - 2, part - 3)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Move part ${part} down`}
              disabled={part === count + 1}
              onClick={() => replies.move(part - 2, part - 1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove part ${part}`}
              onClick={() => replies.remove(reply.key)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <Textarea
          aria-label={label}
          placeholder="Keep the thread going..."
          value={reply.message}
          onChange={(event) => replies.setMessage(reply.key, event.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={8}
        />
        {reply.images.length > 0 && (
          <Group gap="xs">
            {reply.images.map((image, index) => (
              <ReplyImage
                key={image.key}
                image={image}
                name={`Part ${part} image ${index + 1}`}
                onAlt={() => setAltFor(image)}
                onRemove={() => replies.removeImage(reply.key, image.key)}
              />
            ))}
          </Group>
        )}
        {error !== null && (
          <Alert color="red" variant="light" py="xs">
            {error}
          </Alert>
        )}
        <Group justify="space-between" wrap="nowrap">
          <FileButton
            onChange={(files) => replies.uploadMany(reply.key, files)}
            accept={acceptedImageTypes.join(',')}
            multiple
          >
            {(props) => (
              <Tooltip label="Add images to this part">
                <ActionIcon
                  {...props}
                  variant="subtle"
                  color="gray"
                  aria-label={`Add images to part ${part}`}
                >
                  <IconPhoto size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </FileButton>
          <CharacterCounters message={reply.message} networks={networks} accounts={accounts} />
        </Group>
      </Stack>
      {altFor !== null && (
        <AltTextDialog
          imageUrl={altFor.url}
          initial={altFor.alt ?? ''}
          networks={networks}
          onCancel={() => setAltFor(null)}
          onAdd={(alt) => {
            replies.setAlt(reply.key, altFor.key, alt);
            setAltFor(null);
          }}
        />
      )}
    </Paper>
  );
}

function ReplyImage({
  image,
  name,
  onAlt,
  onRemove,
}: {
  image: ComposerImage;
  name: string;
  onAlt: () => void;
  onRemove: () => void;
}) {
  const hasAlt = (image.alt ?? '').trim() !== '';
  return (
    <Box pos="relative" w={88}>
      <Image src={image.url} alt={name} h={66} radius="sm" fit="cover" />
      {hasAlt && (
        <Badge size="xs" radius="sm" color="dark" pos="absolute" top={4} left={4} aria-label="Alt text set">
          ALT
        </Badge>
      )}
      {image.progress !== null && <Progress value={image.progress} size="xs" mt={2} animated />}
      <Group gap={0} justify="space-between">
        <Tooltip label={hasAlt ? image.alt : 'Alt text'} multiline w={220}>
          <ActionIcon
            variant={hasAlt ? 'light' : 'subtle'}
            color={hasAlt ? 'indigo' : 'gray'}
            size="sm"
            aria-label={`Alt text of ${name}`}
            onClick={onAlt}
          >
            <IconAccessible size={14} />
          </ActionIcon>
        </Tooltip>
        <ActionIcon variant="subtle" color="red" size="sm" aria-label={`Remove ${name}`} onClick={onRemove}>
          <IconX size={14} />
        </ActionIcon>
      </Group>
    </Box>
  );
}
