import { Alert, Button, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { networkTable } from '@kairos/core';
import { useState } from 'react';
import { useChooseAccounts } from '../api/choose-accounts';
import { useConnectAttempt } from '../api/get-connect-attempt';
import { describeError, limitMessageOf } from '../lib/describe-error';
import { CandidateOption } from './candidate-option';

interface ConnectChooserModalProps {
  attemptId: string;
  onClose: () => void;
  onLimitExceeded: (message: string) => void;
}

/** After the network let us in: the user picks which of the offered pages, groups or boards to connect. */
export function ConnectChooserModal({ attemptId, onClose, onLimitExceeded }: ConnectChooserModalProps) {
  const attempt = useConnectAttempt(attemptId);
  const chooseAccounts = useChooseAccounts();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const network = attempt.data === undefined ? null : networkTable[attempt.data.socialMedia].name;

  function toggle(externalId: string, checked: boolean) {
    setError(null);
    const next = new Set(chosen);
    if (checked) next.add(externalId);
    else next.delete(externalId);
    setChosen(next);
  }

  function connect() {
    chooseAccounts.mutate(
      { attemptId, externalIds: [...chosen] },
      {
        onSuccess: (accounts) => {
          const count = accounts.length;
          notifications.show({
            color: 'teal',
            message: `${count} ${count === 1 ? 'account' : 'accounts'} connected`,
          });
          onClose();
        },
        onError: (failure) => {
          const limitMessage = limitMessageOf(failure);
          if (limitMessage === null) setError(describeError(failure));
          else onLimitExceeded(limitMessage);
        },
      },
    );
  }

  const candidates = attempt.data?.candidates ?? [];
  return (
    <Modal
      opened
      onClose={onClose}
      title={network === null ? 'Choose accounts' : `Choose ${network} accounts`}
      centered
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="md">
        {attempt.isPending && <Loader size="sm" mx="auto" my="lg" />}
        {attempt.isError && (
          <Alert color="red" variant="light" role="alert">
            {describeError(attempt.error)}
          </Alert>
        )}
        {attempt.isSuccess && (
          <>
            <Text size="sm" c="dimmed">
              {candidates.length === 0
                ? 'The network offered no pages, groups or boards to connect.'
                : 'Choose the pages, groups or boards to post to from this calendar.'}
            </Text>
            <Stack gap="xs" role="group" aria-label="Accounts to connect">
              {candidates.map((candidate) => (
                <CandidateOption
                  key={candidate.externalId}
                  candidate={candidate}
                  checked={chosen.has(candidate.externalId)}
                  onChange={(checked) => toggle(candidate.externalId, checked)}
                />
              ))}
            </Stack>
          </>
        )}
        {error !== null && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={chosen.size === 0} loading={chooseAccounts.isPending} onClick={connect}>
            Connect selected
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
