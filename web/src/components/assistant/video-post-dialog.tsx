import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { messages, type VideoPostReply } from '@kairos/core';
import { useVideoPost } from '../../lib/assistant/video-post';
import { AssistantNotice } from './assistant-notice';

export interface VideoPostChoice {
  postTitle: string;
  postCaption: string;
}

interface VideoPostDialogProps {
  calendarId: string;
  mediaId: string;
  onClose: () => void;
  onUse: (choice: VideoPostChoice) => void;
}

function Proposal({
  reply,
  onCancel,
  onUse,
}: {
  reply: VideoPostReply;
  onCancel: () => void;
  onUse: (choice: VideoPostChoice) => void;
}) {
  const [postTitle, setPostTitle] = useState(reply.postTitle);
  const [postCaption, setPostCaption] = useState(reply.postCaption);
  return (
    <Stack gap="sm" data-testid="video-post-proposal">
      <AssistantNotice notice={reply.notice} />
      <Text size="sm" c="dimmed" data-testid="video-post-source">
        {messages.assistant.videoSource[reply.source]}
      </Text>
      <TextInput
        label="Title"
        value={postTitle}
        onChange={(event) => setPostTitle(event.currentTarget.value)}
      />
      <Textarea
        label="Caption"
        autosize
        minRows={3}
        maxRows={8}
        value={postCaption}
        onChange={(event) => setPostCaption(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={() => onUse({ postTitle, postCaption })}>Use title and caption</Button>
      </Group>
    </Stack>
  );
}

/** Post from video with AI: asks once on opening, then lets the user adjust before using it. */
export function VideoPostDialog({ calendarId, mediaId, onClose, onUse }: VideoPostDialogProps) {
  const proposal = useVideoPost(calendarId);
  const { mutate } = proposal;
  useEffect(() => mutate(mediaId), [mutate, mediaId]);
  return (
    <Modal opened onClose={onClose} title="Post from video with AI" size="lg" centered zIndex={300}>
      {proposal.isPending && (
        <Group gap="sm" py="md">
          <Loader size="sm" />
          <Text size="sm">Watching your video… this can take a minute for a long one.</Text>
        </Group>
      )}
      {proposal.isError && (
        <Stack gap="sm">
          <Alert color="red" variant="light" data-testid="video-post-error">
            {proposal.error.message}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => mutate(mediaId)}>Try again</Button>
          </Group>
        </Stack>
      )}
      {proposal.data !== undefined && <Proposal reply={proposal.data} onCancel={onClose} onUse={onUse} />}
    </Modal>
  );
}
