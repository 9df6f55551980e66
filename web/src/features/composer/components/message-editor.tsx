import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { type Account, type SocialType, messages, subscriptionGate } from '@kairos/core';
import { IconHeading, IconLanguage, IconLink } from '@tabler/icons-react';
import { startTransition, useDeferredValue, useRef, useState } from 'react';
import { AiTitleButton } from '../../../components/assistant/ai-title-button';
import { AssistedTextarea } from '../../../components/assistant/assisted-textarea';
import { CaptionButton } from '../../../components/assistant/caption-button';
import { useAssistantLimits } from '../../../lib/assistant/assistant-limits';
import { CharacterCounters } from './character-counters';
import { EmojiPicker } from '../../../components/assistant/emoji-picker';
import { HashtagGroupButton } from '../../../components/hashtags/hashtag-group-button';
import { UtmModal } from './utm-modal';
import { UpgradeModal } from '../../../components/ui/upgrade-modal';
import { useCurrentUser } from '../../../lib/current-user';
import { canSeeUpgradeProfile, hasPlanInForce } from '../../../lib/subscription';

import { spaced } from '../../../components/hashtags/spaced';

interface MessageEditorProps {
  calendarId: string;
  message: string;
  networks: readonly SocialType[];
  /** The selected accounts, for their own text limits. */
  accounts: readonly Account[];
  onChange: (message: string) => void;
  onToggleTitle: () => void;
  /** A title the assistant proposed: it fills the post title. */
  onTitle: (title: string) => void;
}

/** 'What do you want to say?': the text, its tools and a counter per selected network. */
export function MessageEditor({
  calendarId,
  message,
  networks,
  accounts,
  onChange,
  onToggleTitle,
  onTitle,
}: MessageEditorProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const limits = useAssistantLimits();
  const [utmOpened, setUtmOpened] = useState(false);
  const user = useCurrentUser();
  const [utmRefusal, setUtmRefusal] = useState<string | null>(null);
  function openUtm() {
    // Section 6: "UTM (no subscription gives upgrade modal with no_subscription)".
    const refused = subscriptionGate(hasPlanInForce(user, new Date()), 'UTM parameters');
    if (refused) setUtmRefusal(refused.message);
    else setUtmOpened(true);
  }
  // The text lives here, so a keystroke renders this editor only; the composer hears of it in a
  // transition (interruptible by the next keystroke), and at once when the editor loses focus, so a
  // click on Post always sends what is written. The counters follow a deferred copy.
  const [text, setText] = useState(message);
  // The composer's text when the two last agreed, and what was sent since: a `message` among these
  // is the composer catching up; any other is the composer's own change (a reset, a draft loaded).
  const [agreed, setAgreed] = useState(message);
  const [inFlight, setInFlight] = useState<readonly string[]>([]);
  if (message === text) {
    if (agreed !== message) setAgreed(message);
    if (inFlight.length > 0) setInFlight([]);
  } else if (message !== agreed && !inFlight.includes(message)) {
    setText(message);
    setAgreed(message);
    setInFlight([]);
  }
  const counted = useDeferredValue(text);
  const edit = (next: string, urgent = false) => {
    setText(next);
    setInFlight((current) => [...current, next]);
    if (urgent) onChange(next);
    else startTransition(() => onChange(next));
  };

  function insert(inserted: string) {
    const element = textarea.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + inserted + text.slice(end);
    edit(next, true);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + inserted.length, start + inserted.length);
    });
  }

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between">
          <Text component="label" htmlFor="composer-message" fw={600} size="sm">
            What do you want to say?
          </Text>
          <Tooltip label={messages.dialogs.comingSoonTooltip}>
            <ActionIcon variant="subtle" color="gray" aria-label="Translate">
              <IconLanguage size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <AssistedTextarea
          id="composer-message"
          calendarId={calendarId}
          textareaRef={textarea}
          placeholder="Share news, an offer or a story with your audience..."
          value={text}
          onChange={edit}
          onBlur={() => onChange(text)}
          autocomplete={limits.autocomplete}
          minRows={6}
          maxRows={11}
        />
        <Group justify="space-between" align="center" wrap="nowrap">
          <Group gap={2}>
            <EmojiPicker onPick={insert} />
            <HashtagGroupButton calendarId={calendarId} onInsert={(tags) => insert(spaced(text, tags))} />
            <Tooltip label="Add UTM parameters to a link">
              <ActionIcon variant="subtle" color="gray" aria-label="Add UTM parameters" onClick={openUtm}>
                <IconLink size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Title (Google Business, YouTube, Pinterest, Web Stories)">
              <ActionIcon variant="subtle" color="gray" aria-label="Post title" onClick={onToggleTitle}>
                <IconHeading size={18} />
              </ActionIcon>
            </Tooltip>
            <AiTitleButton calendarId={calendarId} text={counted} onTitle={onTitle} />
            <CaptionButton calendarId={calendarId} text={text} onUse={(caption) => edit(caption, true)} />
          </Group>
          <CharacterCounters message={counted} networks={networks} accounts={accounts} />
        </Group>
      </Stack>
      <UtmModal
        opened={utmOpened}
        message={text}
        onClose={() => setUtmOpened(false)}
        onApply={(next) => edit(next, true)}
      />
      <UpgradeModal
        opened={utmRefusal !== null}
        message={utmRefusal ?? ''}
        upgradeHref={canSeeUpgradeProfile(user) ? `/${calendarId}/upgrade-profile` : null}
        onClose={() => setUtmRefusal(null)}
      />
    </Paper>
  );
}
