import { Anchor, Table, Text } from '@mantine/core';
import { networkName, statsMessages, type AccountFollowers, type StatsReply } from '@kairos/core';
import { Link } from 'react-router';

type AccountFigures = StatsReply['byAccount'][number];

const signed = (value: number) =>
  value > 0 ? `+${value.toLocaleString('en-US')}` : value < 0 ? `−${(-value).toLocaleString('en-US')}` : '0';

/** The last count of the range, or why there is none. */
function FollowersCount({ followers }: { followers: AccountFollowers }) {
  if (followers.state === 'unsupported') {
    return (
      <Text size="xs" c="dimmed">
        {statsMessages.followersNotOffered}
      </Text>
    );
  }
  if (followers.followers === null) {
    return (
      <Text size="xs" c="dimmed">
        {followers.state === 'reconnect' ? 'Waiting for a reconnect' : 'Not counted yet'}
      </Text>
    );
  }
  return <Text size="sm">{followers.followers.toLocaleString('en-US')}</Text>;
}

/** Followers gained (or lost) in the range, and in the range before. */
function FollowersChange({ followers }: { followers: AccountFollowers }) {
  const { change, previousChange } = followers;
  if (followers.state === 'unsupported' || (change === null && previousChange === null)) {
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  }
  return (
    <>
      <Text size="sm" c={change === null || change === 0 ? 'dimmed' : change > 0 ? 'teal.7' : 'red.7'}>
        {change === null ? '–' : signed(change)}
      </Text>
      {previousChange !== null && (
        <Text size="xs" c="dimmed">
          {signed(previousChange)} the range before
        </Text>
      )}
    </>
  );
}

/** Under the account's name: what its network does not share, and the way to reconnect it. */
function AccountNotes({
  figures,
  followers,
  calendarId,
}: {
  figures: AccountFigures | undefined;
  followers: AccountFollowers;
  calendarId: string;
}) {
  const reconnect =
    figures?.metrics === 'reconnect'
      ? statsMessages.reconnectForMetrics
      : followers.state === 'reconnect'
        ? statsMessages.reconnectForFollowers
        : null;
  return (
    <>
      {reconnect !== null && (
        <Anchor component={Link} to={`/${calendarId}/settings#accounts`} size="xs" display="block">
          {reconnect}
        </Anchor>
      )}
      {figures?.metrics === 'unsupported' && (
        <Text size="xs" c="dimmed">
          {statsMessages.noMetrics(networkName(followers.socialMedia))}
        </Text>
      )}
    </>
  );
}

/**
 * Each account of the calendar (or of the filters): its followers with their change, and what
 * its posts of the range did. An account whose token expired links to its reconnect.
 */
export function AccountBreakdown({ stats, calendarId }: { stats: StatsReply; calendarId: string }) {
  const accounts = stats.followers.byAccount;
  if (accounts.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md">
        No accounts to show: connect one in Settings.
      </Text>
    );
  }
  const figuresOf = new Map(stats.byAccount.map((account) => [account.accountId, account]));
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table aria-label="Accounts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Account</Table.Th>
            <Table.Th>Followers</Table.Th>
            <Table.Th>Change</Table.Th>
            <Table.Th>Published</Table.Th>
            <Table.Th>Scheduled</Table.Th>
            <Table.Th>Failed</Table.Th>
            <Table.Th>Unconfirmed</Table.Th>
            <Table.Th>Reminders</Table.Th>
            <Table.Th>Engagement</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((followers) => {
            const figures = figuresOf.get(followers.accountId);
            return (
              <Table.Tr key={followers.accountId}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {followers.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {networkName(followers.socialMedia)}
                  </Text>
                  <AccountNotes figures={figures} followers={followers} calendarId={calendarId} />
                </Table.Td>
                <Table.Td>
                  <FollowersCount followers={followers} />
                </Table.Td>
                <Table.Td>
                  <FollowersChange followers={followers} />
                </Table.Td>
                <Table.Td>{figures?.published ?? 0}</Table.Td>
                <Table.Td>{figures?.scheduled ?? 0}</Table.Td>
                <Table.Td>{figures?.failed ?? 0}</Table.Td>
                <Table.Td>{figures?.unconfirmed ?? 0}</Table.Td>
                <Table.Td>{figures?.reminders ?? 0}</Table.Td>
                <Table.Td>{figures?.engagement ?? 0}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
