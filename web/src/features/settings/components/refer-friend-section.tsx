import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconMail } from '@tabler/icons-react';
import { SectionCard } from '../../../components/ui/section-card';

interface ReferFriendSectionProps {
  userName: string;
  /** The app's address, e.g. https://kairos.example.com. */
  origin: string;
}

/**
 * The voice intent "settings#referFriend" lands here. The link is the sign-up page; sending it goes
 * through the user's own mail program, so the server mails nobody on a stranger's say-so.
 */
export function ReferFriendSection({ userName, origin }: ReferFriendSectionProps) {
  const link = `${origin}/signup`;
  const subject = `${userName} invites you to try Kairos`;
  const body = `Hi,\n\nI plan and schedule our social media posts with Kairos. Have a look:\n\n${link}\n\n${userName}`;
  const mailto = `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return (
    <SectionCard title="Refer a friend" description="Share Kairos with someone who schedules posts too.">
      <Stack gap="md" maw={640}>
        <Group align="flex-end" wrap="nowrap">
          <TextInput label="Sign-up link" value={link} readOnly style={{ flex: 1 }} />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group>
          <Button component="a" href={mailto} leftSection={<IconMail size={16} />}>
            Send by e-mail
          </Button>
          <Text size="sm" c="dimmed">
            Opens your mail program with a short note and the link.
          </Text>
        </Group>
      </Stack>
    </SectionCard>
  );
}
