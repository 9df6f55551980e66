import {
  type CallToActionType,
  type LibraryPostBody,
  type LibraryPostView,
  type PostVideo,
  type Variation,
  variationNetworks,
} from '@kairos/core';
import { type PendingFile } from '../../../lib/media/attachment-values';

export type VariationNetwork = (typeof variationNetworks)[number];

export interface LibraryImage {
  key: string;
  url: string;
  /** 0-100 while uploading, null once stored. */
  progress: number | null;
  /** The upload this modal made, so Cancel or removing the picture deletes it. */
  mediaId?: string | undefined;
  /** The upload's type, to tell a GIF from a picture ("1 GIF"); unknown for a saved picture. */
  mimeType?: string | undefined;
}

/** What the Add to Library modal edits. */
export interface LibraryPostValues {
  message: string;
  /** The Multi Post switch: one message, or one per network. */
  multiPost: boolean;
  variations: Record<VariationNetwork, string>;
  categoryId: string | null;
  hashtags: string[];
  images: LibraryImage[];
  /** "A library post has ... video": one, with its thumbnail, as in the composer. */
  video: PostVideo | null;
  /** The video while it uploads: saving waits for it. */
  pendingFiles: PendingFile[];
  postTitle: string;
  actionType: CallToActionType;
  actionUrl: string;
  expirationDate: string | null;
}

let keySequence = 0;
export const newImageKey = () => `library-image-${++keySequence}`;

const emptyVariations = (): Record<VariationNetwork, string> => ({
  twitter: '',
  facebook: '',
  linkedin: '',
  instagram: '',
});

export function initialLibraryValues(
  post: LibraryPostView | null,
  categoryId: string | null,
): LibraryPostValues {
  if (post === null) {
    return {
      message: '',
      multiPost: false,
      variations: emptyVariations(),
      categoryId,
      hashtags: [],
      images: [],
      video: null,
      pendingFiles: [],
      postTitle: '',
      actionType: 'DEFAULT',
      actionUrl: '',
      expirationDate: null,
    };
  }
  const variations = emptyVariations();
  for (const variation of post.variations) variations[variation.socialMedia] = variation.message;
  return {
    message: post.message,
    multiPost: post.variations.length > 0,
    variations,
    categoryId: post.categories[0] ?? null,
    hashtags: post.hashtags,
    images: post.images.map((url) => ({ key: newImageKey(), url, progress: null })),
    video: post.video,
    pendingFiles: [],
    postTitle: post.postTitle,
    actionType: post.callToAction?.actionType ?? 'DEFAULT',
    actionUrl: post.callToAction?.url ?? '',
    expirationDate: post.expirationDate === null ? null : post.expirationDate.slice(0, 10),
  };
}

/** The body of POST / PUT /api/library-posts; "Empty variations and falsy images are dropped on save". */
export function toLibraryPostBody(
  values: LibraryPostValues,
  draft: boolean,
  post: LibraryPostView | null,
): LibraryPostBody {
  const variations: Variation[] = values.multiPost
    ? variationNetworks
        .map((socialMedia) => ({ socialMedia, message: values.variations[socialMedia] }))
        .filter((variation) => variation.message.trim() !== '')
    : [];
  const hasAction = values.actionType !== 'DEFAULT' || values.actionUrl.trim() !== '';
  return {
    message: values.message,
    variations,
    categories: values.categoryId === null ? [] : [values.categoryId],
    hashtags: values.hashtags,
    imageHashtags: post?.imageHashtags ?? [],
    images: values.images.filter((image) => image.progress === null).map((image) => image.url),
    // The modal does not edit alt texts: a post saved from the composer keeps its own.
    imageAlts: post?.imageAlts ?? [],
    draft,
    // The server keeps an instant: the end of the chosen day where the user is.
    expirationDate:
      values.expirationDate === null
        ? null
        : new Date(`${values.expirationDate.slice(0, 10)}T23:59:59`).toISOString(),
    video: values.video,
    postTitle: values.postTitle,
    callToAction: hasAction
      ? { actionType: values.actionType, url: values.actionUrl.trim(), offer: null }
      : null,
    mediaMetadata: post?.mediaMetadata ?? [],
  };
}
