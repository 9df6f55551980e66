import { Alert, Center, Loader, Modal } from '@mantine/core';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/api-error';
import { useCalendarAccounts } from '../../../lib/calendar-accounts-query';
import { usePost } from '../api/get-post';
import { emptyComposerValues, valuesFromPost } from '../model/composer-values';
import { type SavedPost } from '../model/use-composer-submit';
import { ComposerForm } from './composer-form';

interface ComposerModalProps {
  calendarId: string;
  /** Edit mode when given: "Edit Post"; otherwise "Create New Post". */
  postId: string | null;
  onClose: () => void;
  onSaved: (saved: SavedPost) => void;
}

/** The Create / Edit Post modal: loads the calendar's accounts (and the post), then the form. */
export function ComposerModal({ calendarId, postId, onClose, onSaved }: ComposerModalProps) {
  const user = useCurrentUser();
  const accounts = useCalendarAccounts(calendarId);
  const post = usePost(postId);
  const failure = accounts.error ?? post.error;
  if (accounts.data !== undefined && (postId === null || post.data !== undefined)) {
    const initialValues =
      post.data === undefined ? emptyComposerValues() : valuesFromPost(post.data, new Date(), user.timezone);
    return (
      <ComposerForm
        calendarId={calendarId}
        postId={postId}
        initialValues={initialValues}
        accounts={accounts.data}
        onClose={onClose}
        onSaved={onSaved}
      />
    );
  }
  return (
    <Modal
      opened
      onClose={onClose}
      title={postId === null ? 'Create New Post' : 'Edit Post'}
      size={1080}
      centered
    >
      {failure !== null ? (
        <Alert color="red" variant="light">
          {errorMessage(failure)}
        </Alert>
      ) : (
        <Center h={320}>
          <Loader />
        </Center>
      )}
    </Modal>
  );
}
