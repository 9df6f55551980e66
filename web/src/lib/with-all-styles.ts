/** Fetches all of Mantine's styles (once; the browser keeps the chunk). */
export const loadAllStyles = () => import('./all-styles');

/**
 * A lazy loader that resolves once both its module and all of Mantine's styles are in (decision
 * 0069): a page or modal other than the first page's never shows before its components are styled.
 */
export function withAllStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([loadAllStyles(), load()]).then(([, module]) => module);
}
