import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { composerSearchParam, newPostValue } from '../../../lib/open-composer';
import { type SavedPost } from '../model/use-composer-submit';
import { ComposerModal } from './composer-modal';
import { PostSavedModal } from './post-saved-modal';

/** Mounted once by the shell: opens the composer for `?post=new` or `?post=<id>` on any page. */
export function ComposerHost() {
  const calendarId = useParams().calendarId ?? '';
  const user = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const [saved, setSaved] = useState<SavedPost | null>(null);
  const requested = searchParams.get(composerSearchParam);

  const close = useCallback(
    () =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(composerSearchParam);
        return next;
      }),
    [setSearchParams],
  );
  const closeSaved = useCallback(() => setSaved(null), []);

  return (
    <>
      {requested !== null && (
        <ComposerModal
          key={requested}
          calendarId={calendarId}
          postId={requested === newPostValue ? null : requested}
          onClose={close}
          onSaved={(result) => {
            close();
            setSaved(result);
          }}
        />
      )}
      {saved !== null && <PostSavedModal saved={saved} timeZone={user.timezone} onClose={closeSaved} />}
    </>
  );
}
