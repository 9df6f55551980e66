import { networkTable, youtubeVisibilities } from '@kairos/core';
import { z } from 'zod';
import type { PublishContent } from '../provider';
import { PublishError } from '../publish-error';

/** The composer's YouTube section, as the post's video carries it (spec: Post.video). */
const youtubeChoices = z.object({
  postingVideoShort: z.boolean().catch(false).default(false),
  postingVideoForKids: z.boolean().catch(false).default(false),
  // "Default YouTube visibility private on save".
  typeOfPostYoutube: z.enum(youtubeVisibilities).catch('private').default('private'),
});
export type YoutubeChoices = z.infer<typeof youtubeChoices>;

export const youtubeChoicesOf = (content: PublishContent): YoutubeChoices =>
  youtubeChoices.parse(
    typeof content.extra.video === 'object' && content.extra.video !== null ? content.extra.video : {},
  );

const shortsTag = '#Shorts';
const { titleLimit } = networkTable.youtube;
const descriptionLimit = networkTable.youtube.text.limit ?? 5000;

/**
 * The Data API has no Shorts flag: YouTube files a vertical video of up to three minutes under
 * Shorts by itself, and #Shorts in the title (or, when the title has no room, the description) is
 * the documented hint that makes it so. Core only offers the choice for portrait videos under 61 s.
 */
function withShortsTag(title: string, description: string): { title: string; description: string } {
  if (/#shorts\b/i.test(`${title} ${description}`)) return { title, description };
  if (title.length + shortsTag.length + 1 <= (titleLimit ?? 100))
    return { title: `${title} ${shortsTag}`, description };
  const tagged = description ? `${description}\n\n${shortsTag}` : shortsTag;
  return { title, description: tagged.length <= descriptionLimit ? tagged : description };
}

/**
 * The video resource sent when the upload session starts (snippet and status parts): the post's
 * title and text, the visibility chosen, and the audience ("made for kids" is the creator's own
 * declaration, selfDeclaredMadeForKids). YouTube refuses a title over 100 characters or with < or >.
 */
export function videoResource(content: PublishContent) {
  const choices = youtubeChoicesOf(content);
  const title = content.title.trim();
  if (title === '')
    throw new PublishError('bad_content', 'YouTube needs a title for the video', {
      networkCode: 'invalidTitle',
    });
  const text = choices.postingVideoShort
    ? withShortsTag(title, content.message)
    : { title, description: content.message };
  return {
    snippet: { title: text.title, description: text.description, categoryId: '22' },
    status: {
      privacyStatus: choices.typeOfPostYoutube,
      selfDeclaredMadeForKids: choices.postingVideoForKids,
      embeddable: true,
    },
  };
}
export type VideoResource = ReturnType<typeof videoResource>;
