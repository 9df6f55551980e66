import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { messages } from '@kairos/core';

/** Spec: "Processing overlay: 'Your post is being processed right now. Please do not close this window'". */
export function ProcessingOverlay() {
  return (
    <Overlay color="#fff" backgroundOpacity={0.85} blur={2} zIndex={20} radius="md">
      <Stack align="center" justify="center" h="100%" gap="md" role="status">
        <Loader />
        <Text fw={500} ta="center" maw={360}>
          {messages.composer.processing}
        </Text>
      </Stack>
    </Overlay>
  );
}
