import { Alert, Group, Modal, Stack, Text } from '@mantine/core';
import { type ConnectRequest } from './use-connect-flow';
import { CredentialsForm } from './credentials-form';
import { InstanceForm } from './instance-form';
import { NetworkIcon } from './network-icon';

interface ConnectDetailsModalProps {
  request: ConnectRequest;
  error: string | null;
  submitting: boolean;
  onInstance: (instance: string) => void;
  onCredentials: (identifier: string, password: string) => void;
  onClose: () => void;
}

/** What a network needs before it can connect: Mastodon's server, Bluesky's handle and app password. */
export function ConnectDetailsModal(props: ConnectDetailsModalProps) {
  const { request, error, submitting, onInstance, onCredentials, onClose } = props;
  const { option, reconnectAccountId } = request;
  const title = (
    <Group gap="sm">
      <NetworkIcon socialMedia={option.socialMedia} name={option.name} size={28} />
      <Text fw={600}>
        {reconnectAccountId === undefined ? 'Connect' : 'Reconnect'} {option.name}
      </Text>
    </Group>
  );
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="md">
        {error !== null && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {option.connectMethod === 'credentials' ? (
          <CredentialsForm submitting={submitting} onSubmit={onCredentials} onCancel={onClose} />
        ) : (
          <InstanceForm submitting={submitting} onSubmit={onInstance} onCancel={onClose} />
        )}
      </Stack>
    </Modal>
  );
}
