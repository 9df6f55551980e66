import { type LibraryPostView } from '@kairos/core';
import { Alert, Button, Divider, Group, Modal, ScrollArea, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CategoryModal } from '../../../components/ui/category-modal';
import { CategorySelect } from '../../../components/ui/category-select';
import { SimilarityModal } from '../../../components/ui/similarity-modal';
import { UpgradeModal } from '../../../components/ui/upgrade-modal';
import { categoriesQuery } from '../../../lib/categories-query';
import { libraryLimitRedirectInModalMs, useLibraryLimitRedirect } from '../../../lib/library-limit';
import { initialLibraryValues, type LibraryPostValues } from '../model/library-post-values';
import { useLibrarySubmit } from '../model/use-library-submit';
import { useLibraryMedia } from '../model/use-library-media';
import { LibraryMedia } from './library-media';
import { LibraryPostFields } from './library-post-fields';

interface LibraryPostModalProps {
  calendarId: string;
  /** The post being edited, or null to add one. */
  post: LibraryPostView | null;
  /** The category the page is filtered by: a new post lands there unless changed. */
  categoryId: string | null;
  upgradeHref: string | null;
  canAddCategory: boolean;
  onClose: () => void;
}

/** 'Add to Library': Cancel, Save draft, and 'Add to Library' ('Save' when editing). */
export function LibraryPostModal(props: LibraryPostModalProps) {
  const { calendarId, post, categoryId, upgradeHref, canAddCategory, onClose } = props;
  const categories = useQuery(categoriesQuery(calendarId)).data ?? [];
  const [values, setValues] = useState<LibraryPostValues>(() => initialLibraryValues(post, categoryId));
  const [addingCategory, setAddingCategory] = useState(false);
  // A plan gate met by the writing assistant (the summarizer).
  const [assistantUpgrade, setAssistantUpgrade] = useState<string | null>(null);
  const media = useLibraryMedia(values, setValues, calendarId);
  const flow = useLibrarySubmit({
    calendarId,
    post,
    values,
    onSaved: () => {
      // What the saved library post shows stays; closing deletes nothing.
      media.keepUploads();
      onClose();
    },
  });
  useLibraryLimitRedirect(flow.limitMessage, upgradeHref, libraryLimitRedirectInModalMs);

  const set = <K extends keyof LibraryPostValues>(name: K, value: LibraryPostValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  /** As the composer's Cancel: "Cancel deletes pending uploaded files, then closes". */
  function cancel() {
    void media.discardUploads().catch(() => undefined);
    onClose();
  }

  return (
    <>
      <Modal
        opened
        onClose={cancel}
        title={post === null ? 'Add to Library' : 'Edit Library Post'}
        size={880}
        centered
        scrollAreaComponent={ScrollArea.Autosize}
      >
        <Stack gap="md">
          {flow.limitMessage !== null && (
            <Alert
              color="orange"
              variant="light"
              withCloseButton
              onClose={flow.dismissLimit}
              title="Upgrade your plan"
            >
              <Group justify="space-between" wrap="nowrap">
                {flow.limitMessage}
                {upgradeHref !== null && (
                  <Button
                    size="xs"
                    color="orange"
                    component="a"
                    href={upgradeHref}
                    target="_blank"
                    rel="noopener"
                  >
                    Upgrade
                  </Button>
                )}
              </Group>
            </Alert>
          )}
          <LibraryPostFields
            calendarId={calendarId}
            upgradeHref={upgradeHref}
            onUpgrade={setAssistantUpgrade}
            values={values}
            set={set}
            setVariation={(network, message) =>
              setValues((current) => ({
                ...current,
                variations: { ...current.variations, [network]: message },
              }))
            }
          />
          <LibraryMedia
            calendarId={calendarId}
            values={values}
            media={media}
            onVideoPost={({ postTitle, postCaption }) =>
              setValues((current) => ({ ...current, postTitle, message: postCaption }))
            }
          />
          <CategorySelect
            label="Category"
            categories={categories}
            value={values.categoryId}
            onChange={(categoryId) => set('categoryId', categoryId)}
            onAddCategory={canAddCategory ? () => setAddingCategory(true) : undefined}
          />
          {flow.errors.length > 0 && (
            <Alert color="red" variant="light" data-testid="library-errors">
              {flow.errors.map((error) => (
                <div key={error}>{error}</div>
              ))}
            </Alert>
          )}
          <Divider />
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel}>
              Cancel
            </Button>
            <Button
              variant="light"
              disabled={media.uploading}
              loading={flow.pending}
              onClick={() => flow.submit(true)}
            >
              Save draft
            </Button>
            <Button disabled={media.uploading} loading={flow.pending} onClick={() => flow.submit(false)}>
              {post === null ? 'Add to Library' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {addingCategory && (
        <CategoryModal
          calendarId={calendarId}
          editing={null}
          categories={categories}
          onClose={() => setAddingCategory(false)}
          onSaved={(category) => set('categoryId', category._id)}
        />
      )}
      <UpgradeModal
        opened={assistantUpgrade !== null}
        message={assistantUpgrade ?? ''}
        upgradeHref={upgradeHref}
        onClose={() => setAssistantUpgrade(null)}
      />
      <SimilarityModal
        result={flow.similarity}
        subject="library"
        onCancel={flow.cancelSimilar}
        onPostAnyway={flow.postAnyway}
        pending={flow.pending}
      />
    </>
  );
}
