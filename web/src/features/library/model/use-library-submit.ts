import { libraryPostErrors, type LibraryPostView, messages, type SimilarityResult } from '@kairos/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { similarityFromError } from '../../../lib/rule-violations';
import { useSaveLibraryPost } from '../api/save-library-post';
import { type LibraryPostValues, toLibraryPostBody } from './library-post-values';

interface LibrarySubmitContext {
  calendarId: string;
  post: LibraryPostView | null;
  values: LibraryPostValues;
  onSaved: () => void;
}

/** Save draft / Add to Library: the core rules, then the call, its limit and its similarity answers. */
export function useLibrarySubmit({ calendarId, post, values, onSaved }: LibrarySubmitContext) {
  const save = useSaveLibraryPost(calendarId);
  // The last attempt's kind: after it, the rules follow the values, so a fixed field's message goes.
  const [attempt, setAttempt] = useState<{ draft: boolean } | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const live = attempt === null ? [] : libraryPostErrors(toLibraryPostBody(values, attempt.draft, post));
  const errors = [...new Set([...live, ...serverErrors])];
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [similarity, setSimilarity] = useState<{ result: SimilarityResult; draft: boolean } | null>(null);

  function submit(draft: boolean, ignoreComplianceCheck = false) {
    const body = toLibraryPostBody(values, draft, post);
    setAttempt({ draft });
    setServerErrors([]);
    if (libraryPostErrors(body).length > 0) return;
    save.mutate(
      {
        postId: post?._id ?? null,
        body: { ...body, calendarId, ...(ignoreComplianceCheck ? { ignoreComplianceCheck } : {}) },
      },
      {
        onSuccess: () => {
          setSimilarity(null);
          notifications.show({
            color: 'teal',
            title: draft ? 'Draft saved' : 'Added to Library',
            message: draft ? messages.composer.savedAsDraft : messages.composer.addedToLibrary,
          });
          onSaved();
        },
        onError: (error) => {
          const result = similarityFromError(error);
          if (result !== null) {
            setSimilarity({ result, draft });
          } else if (isApiError(error) && error.code === 'PLAN_LIMIT') {
            setLimitMessage(error.message);
          } else {
            const details = isApiError(error) ? error.details.map((detail) => detail.message) : [];
            setServerErrors(details.length > 0 ? details : [error.message]);
          }
        },
      },
    );
  }

  return {
    errors,
    limitMessage,
    similarity: similarity?.result ?? null,
    pending: save.isPending,
    submit,
    dismissLimit: () => setLimitMessage(null),
    cancelSimilar: () => setSimilarity(null),
    postAnyway: () => similarity !== null && submit(similarity.draft, true),
  };
}
