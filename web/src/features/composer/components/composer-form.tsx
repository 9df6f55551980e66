import { Alert, Box, Divider, Grid, Modal, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type Account, isLibraryLimitMessage, messages, planLimits, toSocialType } from '@kairos/core';
import { useRef, useState } from 'react';
import { UpgradeModal } from '../../../components/ui/upgrade-modal';
import { useCanEditContent } from '../../../lib/can-edit-content';
import { useCurrentUser } from '../../../lib/current-user';
import { libraryLimitRedirectMs, useLibraryLimitRedirect } from '../../../lib/library-limit';
import { canSeeUpgradeProfile } from '../../../lib/subscription';
import { useOwnEscape } from '../../../lib/use-own-escape';
import { type ComposerValues, isMediaLoading } from '../model/composer-values';
import { type SavedPost, useComposerSubmit } from '../model/use-composer-submit';
import { useMediaAttachments } from '../model/use-media-attachments';
import { useThreadReplies } from '../model/use-thread-replies';
import { ComposerFooter } from './composer-footer';
import { ComposerMain } from './composer-main';
import { ComposerSide } from './composer-side';
import { AccountPicker } from './account-picker';
import { OverrideDialog } from './override-dialog';
import { ProcessingOverlay } from './processing-overlay';
import { WarningDialog } from './warning-dialog';

interface ComposerFormProps {
  calendarId: string;
  postId: string | null;
  initialValues: ComposerValues;
  accounts: readonly Account[];
  onClose: () => void;
  onSaved: (saved: SavedPost) => void;
}

export function ComposerForm({
  calendarId,
  postId,
  initialValues,
  accounts,
  onClose,
  onSaved,
}: ComposerFormProps) {
  const user = useCurrentUser();
  // A viewer may open a post to read it; the server refuses every save, so nothing here saves.
  const readOnly = !useCanEditContent(calendarId);
  const [values, setValues] = useState(initialValues);
  // Every change as soon as it is made. The message editor hands its text over in a transition, so
  // `values` can trail the screen by a render: an Escape right after typing read the committed
  // values, found them unchanged and closed without asking. Closing reads this instead.
  const latest = useRef(initialValues);
  const root = useRef<HTMLDivElement>(null);
  // A plan gate met by the writing assistant (the summarizer): the same upgrade modal as a save's.
  const [assistantUpgrade, setAssistantUpgrade] = useState<string | null>(null);
  const now = new Date();
  const flow = useComposerSubmit({
    calendarId,
    postId,
    values,
    accounts,
    timeZone: user.timezone,
    limits: planLimits(user.subscription, now),
    onSaved: (saved) => {
      // Called a second after the save answered, when `media` exists: the post's uploads stay.
      media.keepUploads();
      onSaved(saved);
    },
  });
  const update = (change: (current: ComposerValues) => ComposerValues) => {
    // Applied here, in call order, so `latest` and the state React ends with are the same values.
    latest.current = change(latest.current);
    setValues(latest.current);
    flow.clearServerErrors();
  };
  const set = <K extends keyof ComposerValues>(key: K, value: ComposerValues[K]) =>
    update((current) => ({ ...current, [key]: value }));
  const upgradeHref = canSeeUpgradeProfile(user) ? `/${calendarId}/upgrade-profile` : null;
  // Save to Library past the plan's libraryPosts: the message shows, then /upgrade-profile opens (2.5 s).
  const libraryLimit =
    flow.upgradeMessage !== null && isLibraryLimitMessage(flow.upgradeMessage) ? flow.upgradeMessage : null;
  useLibraryLimitRedirect(libraryLimit, upgradeHref, libraryLimitRedirectMs);
  const selected = accounts.filter((account) => values.accountIds.includes(account._id));
  const networks = [
    ...new Set(
      selected.flatMap((account) => {
        const type = toSocialType(account.socialMedia);
        return type === null ? [] : [type];
      }),
    ),
  ];
  const media = useMediaAttachments(values, update, calendarId, networks);
  const replies = useThreadReplies(values, update, calendarId, media.tracker);
  const webStory = selected.some(
    (account) =>
      (account.socialMedia === 'wordpress' || account.socialMedia === 'shopify') && account.type === 'story',
  );

  /** "Cancel deletes pending uploaded files, then closes." */
  function discardAndClose() {
    void media.discardUploads().catch(() => undefined);
    onClose();
  }

  function requestClose() {
    if (flow.processing) return;
    if (flow.succeeded) return onClose();
    if (JSON.stringify(latest.current) === JSON.stringify(initialValues)) return discardAndClose();
    modals.openConfirmModal({
      title: 'Discard changes?',
      centered: true,
      zIndex: 400,
      children: 'You have unsaved changes in this post. Close it and lose them?',
      labels: { confirm: 'Discard', cancel: 'Keep editing' },
      confirmProps: { color: 'red' },
      onConfirm: discardAndClose,
    });
  }

  useOwnEscape(root, requestClose);

  return (
    <Modal
      ref={root}
      opened
      onClose={requestClose}
      closeOnEscape={false}
      title={postId === null ? 'Create New Post' : 'Edit Post'}
      size={1080}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 20 }, body: { paddingBottom: 0 } }}
    >
      <Box pos="relative">
        {flow.processing && <ProcessingOverlay />}
        {readOnly && (
          <Alert color="gray" variant="light" mb="md">
            {messages.errors.forbidden}
          </Alert>
        )}
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <ComposerMain
              calendarId={calendarId}
              values={values}
              networks={networks}
              selectedAccounts={selected}
              timeZone={user.timezone}
              errors={flow.errors}
              revealKey={flow.revealKey}
              media={media}
              replies={replies}
              set={set}
              upgradeHref={upgradeHref}
              onUpgrade={setAssistantUpgrade}
              webStory={webStory}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ComposerSide
              values={values}
              selectedAccounts={selected}
              networks={networks}
              timeZone={user.timezone}
              now={now}
              set={set}
            />
          </Grid.Col>
        </Grid>
        <Stack gap={0} pos="sticky" bottom={0} bg="var(--mantine-color-body)" pb="md" style={{ zIndex: 5 }}>
          <Divider my="md" />
          <ComposerFooter
            accountPicker={
              <AccountPicker
                accounts={accounts}
                selectedIds={values.accountIds}
                calendarId={calendarId}
                onChange={(ids) => set('accountIds', ids)}
              />
            }
            scheduled={values.timing.mode === 'schedule'}
            mediaLoading={isMediaLoading(values)}
            saving={flow.processing || flow.succeeded}
            readOnly={readOnly}
            onCancel={requestClose}
            onSaveDraft={() => flow.submit(true)}
            onPost={() => flow.submit(false)}
          />
        </Stack>
      </Box>
      <WarningDialog
        message={flow.warning?.message ?? null}
        onEdit={flow.editAfterWarning}
        onPostAnyway={flow.postAnyway}
      />
      <OverrideDialog
        block={flow.block}
        timeZone={user.timezone}
        onCancel={flow.cancelBlock}
        onOverride={flow.override}
      />
      <UpgradeModal
        opened={flow.upgradeMessage !== null || assistantUpgrade !== null}
        message={flow.upgradeMessage ?? assistantUpgrade ?? ''}
        upgradeHref={upgradeHref}
        onClose={() => {
          flow.closeUpgrade();
          setAssistantUpgrade(null);
        }}
      />
    </Modal>
  );
}
