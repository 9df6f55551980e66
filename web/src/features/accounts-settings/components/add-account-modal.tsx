import { Alert, Divider, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { useNetworks } from '../api/get-networks';
import { type NetworkOption, networkOptions, optionKey } from '../lib/network-options';
import { NetworkOptionRow } from './network-option-row';

interface AddAccountModalProps {
  opened: boolean;
  connectingTo: string | null;
  error: string | null;
  onConnect: (option: NetworkOption) => void;
  onClose: () => void;
}

/** The add-account dialog (#addSocialModal): every network, its plan hint, and whether it can connect. */
export function AddAccountModal({ opened, connectingTo, error, onConnect, onClose }: AddAccountModalProps) {
  const networks = useNetworks();
  const options = useMemo(() => networkOptions(networks.data ?? []), [networks.data]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add account"
      centered
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Choose a network. You will sign in there and pick the pages, groups or boards to connect. Networks
          marked “Not configured” need their app credentials set up on this server first.
        </Text>
        {error !== null && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {networks.isPending ? (
          <Loader size="sm" mx="auto" my="lg" />
        ) : (
          <div role="list" aria-label="Networks">
            {options.map((option, index) => (
              <Fragment key={optionKey(option)}>
                {index > 0 && <Divider />}
                <div role="listitem">
                  <NetworkOptionRow
                    option={option}
                    connecting={connectingTo === optionKey(option)}
                    onConnect={onConnect}
                  />
                </div>
              </Fragment>
            ))}
          </div>
        )}
      </Stack>
    </Modal>
  );
}
