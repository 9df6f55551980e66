import type { FileAttachmentValues, SingleFileKind } from '../../lib/media/attachment-values';
import type { useFileAttachments } from '../../lib/media/use-file-attachments';
import { FileTile } from './file-tile';
import { ThumbnailDialog } from './thumbnail-dialog';

type FileAttachments = ReturnType<typeof useFileAttachments<FileAttachmentValues>>;

interface FileAttachmentTilesProps {
  values: Pick<FileAttachmentValues, 'video' | 'audio' | 'pdf' | 'pendingFiles'>;
  files: Pick<FileAttachments, 'remove' | 'chooseThumbnail'>;
}

/**
 * The tiles of a form's single files (the composer's post, the Add to Library modal): each upload
 * still running with its progress, then the video with 'Choose Thumbnail', the audio and the PDF.
 */
export function FileAttachmentTiles({ values, files }: FileAttachmentTilesProps) {
  const { video, audio = null, pdf = null, pendingFiles } = values;
  const remove = (kind: SingleFileKind) => () => files.remove(kind);
  return (
    <>
      {pendingFiles.map((file) => (
        <FileTile
          key={file.key}
          kind={file.kind}
          name={file.name}
          progress={file.progress}
          onRemove={remove(file.kind)}
        />
      ))}
      {video !== null && (
        <FileTile
          kind="video"
          name="Video"
          progress={null}
          duration={video.duration}
          size={video.size}
          thumbnail={video.thumbnail}
          onRemove={remove('video')}
          onChooseThumbnail={files.chooseThumbnail}
        />
      )}
      {audio !== null && (
        <FileTile
          kind="audio"
          name={audio.name ?? 'Audio'}
          progress={null}
          duration={audio.duration}
          size={audio.size}
          onRemove={remove('audio')}
        />
      )}
      {pdf !== null && (
        <FileTile
          kind="pdf"
          name={pdf.name ?? 'Document.pdf'}
          progress={null}
          size={pdf.size}
          onRemove={remove('pdf')}
        />
      )}
    </>
  );
}

/** The 'Choose Thumbnail' dialog, while the uploader asks for one. */
export function FileThumbnailDialog({
  files,
}: {
  files: Pick<FileAttachments, 'thumbnailRequest' | 'uploadThumbnail' | 'applyThumbnail' | 'cancelThumbnail'>;
}) {
  if (files.thumbnailRequest === null) return null;
  return (
    <ThumbnailDialog
      key={files.thumbnailRequest.source}
      source={files.thumbnailRequest.source}
      onUpload={files.uploadThumbnail}
      onUse={files.applyThumbnail}
      onCancel={files.cancelThumbnail}
    />
  );
}
