import { Anchor, List, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { useSupportEmail } from '../../../lib/app-config';

/**
 * /{calendarId}/help: where Support leads when the deployment set no SUPPORT_URL (decision 0144).
 * What Kairos is, where its pages and its API are described, and how to reach whoever runs it.
 */
export function HelpRoute() {
  const { calendarId = '' } = useParams();
  const page = (path: string) => (path === '' ? `/${calendarId}` : `/${calendarId}/${path}`);
  return (
    <Stack gap="lg" maw={860}>
      <PageHeader title="Help" description="What Kairos does, where things are, and who to ask." />
      <SectionCard title="What Kairos is">
        <Text>
          Kairos plans and publishes your social media posts. Connect your accounts, write a post once with
          text, images, video, audio or PDF, then post it now, schedule it or keep it as a draft. Reusable
          content lives in the Library, campaigns fill the calendar from its categories, and each calendar is
          a workspace of its own that your team shares.
        </Text>
      </SectionCard>
      <SectionCard title="Where things are">
        <List spacing={6}>
          <List.Item>
            <Anchor component={Link} to={page('')}>
              Home
            </Anchor>
            : write a post and see what is coming up.
          </List.Item>
          <List.Item>
            <Anchor component={Link} to={page('calendar')}>
              Calendar
            </Anchor>
            : every scheduled and published post, by month, week or day.
          </List.Item>
          <List.Item>
            <Anchor component={Link} to={page('library')}>
              Library
            </Anchor>
            : reusable posts by category, imports and feeds.
          </List.Item>
          <List.Item>
            <Anchor component={Link} to={page('settings')}>
              Settings
            </Anchor>
            : social accounts, calendars, your team and your profile.
          </List.Item>
        </List>
      </SectionCard>
      <SectionCard title="Documentation and API">
        <Text>
          Everything the app does goes through an HTTP API. Its reference, with every call and its answers, is
          at{' '}
          <Anchor href="/api/docs" target="_blank" rel="noreferrer">
            /api/docs
          </Anchor>
          , and the OpenAPI document at{' '}
          <Anchor href="/api/docs/json" target="_blank" rel="noreferrer">
            /api/docs/json
          </Anchor>
          . How to install and configure Kairos is in the README that comes with it.
        </Text>
      </SectionCard>
      <SectionCard title="Contact">
        <OperatorContact />
      </SectionCard>
    </Stack>
  );
}

function OperatorContact() {
  const { loading, email } = useSupportEmail();
  if (loading) return null;
  if (email === null) {
    return (
      <Text>
        This installation of Kairos is run by your organisation: for an account, a plan or a problem, contact
        the administrator of this installation.
      </Text>
    );
  }
  return (
    <Text>
      This installation of Kairos is run by your organisation: for an account, a plan or a problem, write to{' '}
      <Anchor href={`mailto:${email}`}>{email}</Anchor>.
    </Text>
  );
}
