import { Stack } from '@mantine/core';
import { type Account, type SocialType } from '@kairos/core';
import { useState } from 'react';
import { type ComposerValues } from '../model/composer-values';
import { type useMediaAttachments } from '../model/use-media-attachments';
import { MessageQuotes } from '../../../components/assistant/message-quotes';
import { CallToActionSection } from './call-to-action-section';
import { ComposerErrors } from './composer-errors';
import { EventSection } from './event-section';
import { HashtagsField } from './hashtags-field';
import { MediaSection } from './media-section';
import { MessageEditor } from './message-editor';
import { PostTitleField } from './post-title-field';
import { FirstCommentField } from './first-comment-field';
import { ThreadSection } from './thread-section';
import { type ThreadReplies } from '../model/use-thread-replies';

interface ComposerMainProps {
  calendarId: string;
  values: ComposerValues;
  networks: readonly SocialType[];
  /** The selected accounts: their own text limits set the counters (a Mastodon server's). */
  selectedAccounts: readonly Account[];
  timeZone: string;
  errors: readonly string[];
  revealKey: number;
  media: ReturnType<typeof useMediaAttachments>;
  /** The thread's later parts (decision 0064). */
  replies: ThreadReplies;
  set: <K extends keyof ComposerValues>(key: K, value: ComposerValues[K]) => void;
  /** Where upgrading happens (null for team members), and the upgrade modal for a plan gate. */
  upgradeHref: string | null;
  onUpgrade: (message: string) => void;
  webStory: boolean;
}

/** The composer's left column: what the post says and shows. */
export function ComposerMain({
  calendarId,
  values,
  networks,
  selectedAccounts,
  timeZone,
  errors,
  revealKey,
  media,
  replies,
  set,
  upgradeHref,
  onUpgrade,
  webStory,
}: ComposerMainProps) {
  const [titleShown, setTitleShown] = useState(values.postTitle !== '');
  const setTitle = (title: string) => {
    set('postTitle', title);
    setTitleShown(true);
  };
  const imageMediaIds = values.images.flatMap((image) =>
    image.mediaId === undefined ? [] : [image.mediaId],
  );
  return (
    <Stack gap="md">
      {titleShown && (
        <PostTitleField
          title={values.postTitle}
          networks={networks}
          googleOffer={values.callToAction?.actionType === 'OFFER'}
          onChange={(title) => set('postTitle', title)}
        />
      )}
      <MessageEditor
        calendarId={calendarId}
        message={values.message}
        networks={networks}
        accounts={selectedAccounts}
        onChange={(message) => set('message', message)}
        onToggleTitle={() => setTitleShown((shown) => !shown)}
        onTitle={setTitle}
      />
      <ComposerErrors errors={errors} revealKey={revealKey} />
      <MessageQuotes
        calendarId={calendarId}
        message={values.message}
        upgradeHref={upgradeHref}
        onUpgrade={onUpgrade}
        onMessage={(message) => set('message', message)}
      />
      <HashtagsField
        calendarId={calendarId}
        message={values.message}
        imageMediaIds={imageMediaIds}
        hashtags={values.hashtags}
        onChange={(hashtags) => set('hashtags', hashtags)}
      />
      <MediaSection
        calendarId={calendarId}
        values={values}
        media={media}
        webStory={webStory}
        networks={networks}
        onVideoPost={({ postTitle, postCaption }) => {
          set('message', postCaption);
          setTitle(postTitle);
        }}
        onImageText={(text) =>
          set('message', values.message.trim() === '' ? text : `${values.message}\n${text}`)
        }
      />
      <ThreadSection
        thread={values.thread}
        networks={networks}
        accounts={selectedAccounts}
        replies={replies}
      />
      <FirstCommentField
        comment={values.firstComment}
        networks={networks}
        onChange={(comment) => set('firstComment', comment)}
      />
      <CallToActionSection
        callToAction={values.callToAction}
        onChange={(callToAction) => set('callToAction', callToAction)}
      />
      {networks.includes('googleMB') && (
        <EventSection
          event={values.event}
          offerChosen={values.callToAction?.actionType === 'OFFER'}
          timeZone={timeZone}
          onChange={(event) => set('event', event)}
        />
      )}
    </Stack>
  );
}
