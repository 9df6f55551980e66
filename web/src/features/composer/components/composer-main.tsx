import { Stack } from '@mantine/core';
import { type Account, type SocialType } from '@kairos/core';
import { useState } from 'react';
import { type ComposerValues } from '../model/composer-values';
import { type useMediaAttachments } from '../model/use-media-attachments';
import { AssistTools } from './assist-tools';
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
  onComingSoon: () => void;
  webStory: boolean;
}

/** The composer's left column: what the post says and shows. */
export function ComposerMain({
  values,
  networks,
  selectedAccounts,
  timeZone,
  errors,
  revealKey,
  media,
  replies,
  set,
  onComingSoon,
  webStory,
}: ComposerMainProps) {
  const [titleShown, setTitleShown] = useState(values.postTitle !== '');
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
        message={values.message}
        networks={networks}
        accounts={selectedAccounts}
        onChange={(message) => set('message', message)}
        onToggleTitle={() => setTitleShown((shown) => !shown)}
        onComingSoon={onComingSoon}
      />
      <ComposerErrors errors={errors} revealKey={revealKey} />
      <AssistTools onComingSoon={onComingSoon} />
      <HashtagsField hashtags={values.hashtags} onChange={(hashtags) => set('hashtags', hashtags)} />
      <MediaSection values={values} media={media} webStory={webStory} networks={networks} />
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
