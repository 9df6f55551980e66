import { type LibraryPostView } from '@kairos/core';
import { useState } from 'react';
import { type CategoryView } from '../../../lib/categories-query';

export type LibraryDialog =
  | { kind: 'add-category' }
  | { kind: 'rename-category'; category: CategoryView }
  | { kind: 'delete-category'; category: CategoryView }
  | { kind: 'post'; post: LibraryPostView | null }
  | { kind: 'delete-post'; post: LibraryPostView };

/** One dialog of the Library page at a time; `#libraryPost` in the URL opens 'Add to Library'. */
export function useLibraryDialogs(initialHash: string) {
  const [dialog, setDialog] = useState<LibraryDialog | null>(
    initialHash === '#libraryPost' ? { kind: 'post', post: null } : null,
  );
  return { dialog, open: setDialog, close: () => setDialog(null) };
}
