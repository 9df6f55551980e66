import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type Account, canEditCalendar, messages } from '@kairos/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { UpgradeModal } from '../../../components/ui/upgrade-modal';
import { useCurrentUser } from '../../../lib/current-user';
import { canSeeUpgradeProfile } from '../../../lib/subscription';
import { useCalendarAccounts } from '../../../lib/calendar-accounts-query';
import { useNetworks } from '../api/get-networks';
import { describeError } from '../lib/describe-error';
import { groupAccounts } from '../lib/group-accounts';
import { networkOptions } from '../lib/network-options';
import { AccountGroup } from './account-group';
import { AddAccountModal } from './add-account-modal';
import { ConnectChooserModal } from './connect-chooser-modal';
import { ConnectDetailsModal } from './connect-details-modal';
import { ErrorAlert } from './error-alert';
import { useConnectFlow } from './use-connect-flow';
import { useConnectReturn } from './use-connect-return';

/** Spec: "/settings#addSocialModal opens the add-account dialog". */
const addAccountHash = '#addSocialModal';

/** The calendar's social accounts on the settings page: list, enable, remove, add and reconnect. */
export function AccountsSection({ calendarId }: { calendarId: string }) {
  const user = useCurrentUser();
  const canEdit = canEditCalendar(user, calendarId);
  const accounts = useCalendarAccounts(calendarId);
  const networks = useNetworks();
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const flow = useConnectFlow(calendarId, setLimitMessage);
  const connectReturn = useConnectReturn();
  const groups = useMemo(() => groupAccounts(accounts.data ?? []), [accounts.data]);
  const addOpened = canEdit && hash === addAccountHash && flow.details === null;

  function reconnect(account: Account) {
    // A network with several connections (LinkedIn): pages reconnect through its pages connection.
    const connection = account.type === 'page' ? 'pages' : 'personal';
    const option = networkOptions(networks.data ?? []).find(
      (candidate) =>
        candidate.socialMedia === account.socialMedia &&
        (candidate.connection === undefined || candidate.connection === connection),
    );
    if (option !== undefined) flow.begin({ option, reconnectAccountId: account._id });
  }

  const expired = accounts.data?.some((account) => account.tokenExpired) ?? false;
  const listError = flow.details === null && !addOpened ? flow.error : null;
  return (
    <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="accounts-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg" id="accounts-title">
          Accounts
        </Title>
        {canEdit && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => void navigate({ pathname, search, hash: addAccountHash })}
          >
            Add account
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="lg">
        The social media accounts this calendar posts to.
      </Text>
      <Stack gap="md">
        {expired && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
            {messages.calendars.expiredAccounts}
          </Alert>
        )}
        <ErrorAlert message={connectReturn.connectError} onClose={connectReturn.clear} />
        <ErrorAlert message={actionError} onClose={() => setActionError(null)} />
        <ErrorAlert message={listError} onClose={flow.clearError} />
        {accounts.isPending && <Loader size="sm" mx="auto" />}
        {accounts.isError && <ErrorAlert message={describeError(accounts.error)} />}
        {accounts.isSuccess && groups.length === 0 && (
          <Text size="sm" c="dimmed" ta="center" py="xl">
            No accounts yet.{canEdit ? ' Add one to start scheduling posts.' : ''}
          </Text>
        )}
        {groups.map((group) => (
          <AccountGroup
            key={group.socialMedia}
            group={group}
            canEdit={canEdit}
            onReconnect={reconnect}
            onError={(error) => setActionError(describeError(error))}
          />
        ))}
      </Stack>
      <AddAccountModal
        opened={addOpened}
        connectingTo={flow.connectingTo}
        error={addOpened ? flow.error : null}
        onConnect={(option) => flow.begin({ option })}
        onClose={() => void navigate({ pathname, search, hash: '' }, { replace: true })}
      />
      {flow.details !== null && (
        <ConnectDetailsModal
          request={flow.details}
          error={flow.error}
          submitting={flow.submitting}
          onInstance={flow.submitInstance}
          onCredentials={flow.submitCredentials}
          onClose={flow.closeDetails}
        />
      )}
      {canEdit && connectReturn.attemptId !== null && (
        <ConnectChooserModal
          attemptId={connectReturn.attemptId}
          onClose={connectReturn.clear}
          onLimitExceeded={(message) => {
            connectReturn.clear();
            setLimitMessage(message);
          }}
        />
      )}
      <UpgradeModal
        opened={limitMessage !== null}
        message={limitMessage ?? ''}
        upgradeHref={canSeeUpgradeProfile(user) ? `/${calendarId}/upgrade-profile` : null}
        onClose={() => setLimitMessage(null)}
      />
    </Paper>
  );
}
