import { type PostAudio, type PostPdf, type PostVideo } from '@kairos/core';

/** The kinds of file attached one at a time (a post has at most one video, one audio and one PDF). */
export type SingleFileKind = 'video' | 'audio' | 'pdf';

/** A video, audio or PDF still uploading: its tile shows the progress bar until it is ready. */
export interface PendingFile {
  key: string;
  kind: SingleFileKind;
  name: string;
  progress: number;
}

/**
 * What the file uploader reads and writes of a form's values: the composer's post, or the Add to
 * Library modal's library post (which takes a video but no audio or PDF).
 */
export interface FileAttachmentValues {
  /** Counted with the video: "no mixing video with images; a GIF cannot be combined with other images". */
  images: readonly { mimeType?: string | undefined }[];
  video: PostVideo | null;
  audio?: PostAudio | null;
  pdf?: PostPdf | null;
  /** Files still uploading: saving waits for them. */
  pendingFiles: PendingFile[];
}

let keySequence = 0;
export const newMediaKey = (): string => `media-${Date.now()}-${(keySequence += 1)}`;
