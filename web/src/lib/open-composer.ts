import { useSearchParams } from 'react-router';

/**
 * The composer opens from any page through the URL: `?post=new` for a new post, `?post=<id>` to edit
 * one. The shell hosts the modal, so a feature (calendar, drafts, notifications) opens it with this
 * hook without importing the composer feature, and Back closes it.
 */
export const composerSearchParam = 'post';
export const newPostValue = 'new';

export function useOpenComposer() {
  const [, setSearchParams] = useSearchParams();
  return (postId?: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set(composerSearchParam, postId ?? newPostValue);
      return next;
    });
}
