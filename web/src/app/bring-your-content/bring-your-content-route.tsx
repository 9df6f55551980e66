import { Alert, Anchor, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileSpreadsheet, IconPhotoPlus, IconRss, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { chooseCalendarId } from '../choose-calendar';
import { rememberReturnTo } from '../../lib/return-to';
import { getStoredCalendarId, getToken } from '../../lib/stored-session';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { calendarsQuery } from '../../features/calendars/api/get-calendars';

const thisPage = '/bring-your-content';

interface Way {
  icon: Icon;
  title: string;
  text: string;
  /** The Library dialog it opens (a hash route of the library page). */
  hash: string;
  action: string;
}

const ways: readonly Way[] = [
  {
    icon: IconFileSpreadsheet,
    title: 'Import a spreadsheet',
    text: 'A CSV or XLSX file of posts: map its columns, check every row, then import.',
    hash: '#importContent',
    action: 'Import CSV or XLSX',
  },
  {
    icon: IconRss,
    title: 'Add your feeds',
    text: "Your blog's RSS or Atom feed, or just its address: new articles arrive for you to approve.",
    hash: '#manageRss',
    action: 'Add RSS feeds',
  },
  {
    icon: IconPhotoPlus,
    title: 'Upload images in bulk',
    text: 'Up to 30 pictures at once, each a library post with a caption from its file name.',
    hash: '#bulkImages',
    action: 'Upload images',
  },
];

function WayCard({ way, to, onChoose }: { way: Way; to: string; onChoose?: () => void }) {
  const { icon: WayIcon } = way;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={way.title}>
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size="lg" radius="md" variant="light">
          <WayIcon size={20} />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1 }}>
          <Text fw={700}>{way.title}</Text>
          <Text size="sm" c="dimmed">
            {way.text}
          </Text>
          <Group>
            <Button component={Link} to={to} onClick={onChoose} size="xs" variant="light">
              {way.action}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

function SignedIn() {
  const calendars = useQuery(calendarsQuery);
  const calendarId = calendars.data ? chooseCalendarId(calendars.data, getStoredCalendarId()) : null;
  if (calendars.isError)
    return <Alert color="red">We could not load your calendars. Please reload the page.</Alert>;
  if (calendarId === null) return null;
  return (
    <Stack gap="sm">
      {ways.map((way) => (
        <WayCard key={way.hash} way={way} to={`/${calendarId}/library${way.hash}`} />
      ))}
      <Text size="sm" ta="center" c="dimmed" mt="sm">
        <Anchor component={Link} to={`/${calendarId}`}>
          Skip for now
        </Anchor>
      </Text>
    </Stack>
  );
}

function SignedOut() {
  const navigate = useNavigate();
  const comeBack = () => rememberReturnTo(thisPage);
  return (
    <Stack gap="sm">
      <Alert color="blue" variant="light">
        Create your free account first; we bring you back here to import your content.
      </Alert>
      {ways.map((way) => (
        <WayCard key={way.hash} way={way} to="/signup" onChoose={comeBack} />
      ))}
      <Button
        size="md"
        mt="sm"
        onClick={() => {
          comeBack();
          void navigate('/signup');
        }}
      >
        Sign up to bring your content
      </Button>
      <Text size="sm" ta="center" c="dimmed">
        Already have an account?{' '}
        <Anchor component={Link} to="/login" onClick={comeBack} fw={600}>
          Log in
        </Anchor>
      </Text>
    </Stack>
  );
}

/**
 * /bring-your-content (a public route): where a new user brings what they already have, by a
 * spreadsheet, their feeds or a batch of images; each leads to its dialog in the library. A visitor
 * signs up (or logs in) first and comes back here.
 */
export function BringYourContentRoute() {
  const signedIn = getToken() !== null;
  return (
    <>
      <AuthHeading
        title="Bring your content"
        description="Fill your library in minutes with what you already have, then let campaigns post it."
      />
      {signedIn ? <SignedIn /> : <SignedOut />}
    </>
  );
}
