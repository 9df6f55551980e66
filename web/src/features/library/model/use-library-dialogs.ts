import { type LibraryPostView } from '@kairos/core';
import { useState } from 'react';
import { type CategoryView } from '../../../lib/categories-query';

export type LibraryDialog =
  | { kind: 'add-category' }
  | { kind: 'rename-category'; category: CategoryView }
  | { kind: 'delete-category'; category: CategoryView }
  | { kind: 'post'; post: LibraryPostView | null }
  | { kind: 'delete-post'; post: LibraryPostView }
  | { kind: 'feeds' }
  | { kind: 'bulk-images' };

/** The hash routes that open a dialog (the voice assistant's library#manageRss among them). */
const hashDialogs: Readonly<Record<string, LibraryDialog>> = {
  '#libraryPost': { kind: 'post', post: null },
  '#manageRss': { kind: 'feeds' },
  '#bulkImages': { kind: 'bulk-images' },
};

/** One dialog of the Library page at a time; `#libraryPost` in the URL opens 'Add to Library'. */
export function useLibraryDialogs(initialHash: string) {
  const [dialog, setDialog] = useState<LibraryDialog | null>(hashDialogs[initialHash] ?? null);
  return { dialog, open: setDialog, close: () => setDialog(null) };
}
