/** Where the browser sends an upload's bytes: a URL it may PUT to once, with these headers. */
export interface UploadTarget {
  url: string;
  headers: Record<string, string>;
}

export interface UploadGrant {
  key: string;
  contentType: string;
  /** The exact byte count the browser declared: storage refuses anything larger. */
  size: number;
  expiresAt: Date;
}

/**
 * Media bytes, wherever they live. The browser talks to storage only through signed URLs (upload
 * and read); the server reads, writes and removes objects itself. Keys are opaque to callers.
 */
export interface MediaStorage {
  uploadTarget(grant: UploadGrant): UploadTarget;
  readUrl(key: string, options: { contentType: string; expiresAt: Date }): string;
  /**
   * The key and type behind one of this storage's read URLs (signed or not, expired or not), or null
   * for any other URL: lets the engine sign a fresh URL at send time for a post scheduled long ago.
   */
  keyOfReadUrl(url: string): { key: string; contentType: string } | null;
  /** Byte length, or null when nothing was uploaded under the key. */
  size(key: string): Promise<number | null>;
  /** Up to length bytes from offset (fewer at the end of the object). */
  readRange(key: string, offset: number, length: number): Promise<Buffer>;
  write(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removing a missing object is not an error: deletes are retried by housekeeping. */
  remove(key: string): Promise<void>;
}

export async function readAll(storage: MediaStorage, key: string, size: number): Promise<Buffer> {
  return storage.readRange(key, 0, size);
}
