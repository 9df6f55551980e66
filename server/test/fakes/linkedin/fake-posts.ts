import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { restError } from './fake-oauth';
import type { FakeLinkedIn } from './fake-server';
import type { FakeShareStatistics } from './fake-statistics';

export interface FakeLinkedInPost {
  urn: string;
  author: string;
  commentary: string;
  /** The media URNs the post carries (one, or a multi-image post's). */
  media: string[];
  mediaTitle: string | null;
  /** Each media's altText, in the order of `media` ('' when none was sent). */
  altTexts: string[];
  /** An article share's link card (content.article), as sent. */
  article: FakeLinkedInArticle | null;
  /** What LinkedIn counts for it now (zero where not set). */
  statistics?: Partial<FakeShareStatistics>;
  /** Deleted by the page. */
  deleted?: boolean;
}

/** Posts API "ArticleContent": source and title required, description and thumbnail (an image URN) optional. */
export interface FakeLinkedInArticle {
  source: string;
  title: string;
  description?: string;
  thumbnail?: string;
}

type Json = Record<string, unknown>;
const record = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;

type ContentMedia = {
  ids: string[];
  title: string | null;
  altTexts: string[];
  article: FakeLinkedInArticle | null;
};
const articleFields = ['source', 'title', 'description', 'thumbnail'];
const invalid = (message: string) => restError(422, 100, 'UNPROCESSABLE_ENTITY', message);

/** content.article as LinkedIn checks it: a URL source, a title, an image URN thumbnail, no other field. */
function articleOf(article: Json): ContentMedia | FakeAnswer {
  const unknown = Object.keys(article).find((key) => !articleFields.includes(key));
  if (unknown) return invalid(`/content/article/${unknown} :: unrecognized field`);
  const { source, title, description, thumbnail } = article;
  if (typeof source !== 'string' || !/^https?:\/\//i.test(source) || !URL.canParse(source))
    return invalid('/content/article/source :: must be a valid URL');
  if (typeof title !== 'string') return invalid('/content/article/title :: field is required');
  if (description !== undefined && typeof description !== 'string')
    return invalid('/content/article/description :: must be a string');
  if (thumbnail !== undefined && (typeof thumbnail !== 'string' || !thumbnail.startsWith('urn:li:image:')))
    return invalid('/content/article/thumbnail :: must be an image URN');
  return {
    ids: [],
    title: null,
    altTexts: [],
    article: {
      source,
      title,
      ...(typeof description === 'string' ? { description } : {}),
      ...(typeof thumbnail === 'string' ? { thumbnail } : {}),
    },
  };
}
const altTextOf = (media: Json | null) => (typeof media?.altText === 'string' ? media.altText : '');

function contentMedia(content: Json | null): ContentMedia | FakeAnswer {
  if (!content) return { ids: [], title: null, altTexts: [], article: null };
  if (Object.keys(content).length !== 1)
    return invalid('/content :: exactly one of media, multiImage or article');
  const article = record(content.article);
  if (article) return articleOf(article);
  const single = record(content.media);
  if (single && typeof single.id === 'string')
    return {
      ids: [single.id],
      title: typeof single.title === 'string' ? single.title : null,
      altTexts: [altTextOf(single)],
      article: null,
    };
  const images = record(content.multiImage)?.images;
  if (Array.isArray(images)) {
    if (images.length < 2 || images.length > 20)
      return restError(
        422,
        100,
        'UNPROCESSABLE_ENTITY',
        '/content/multiImage/images must hold 2 to 20 images',
      );
    return {
      ids: images.map((image) => String(record(image)?.id ?? '')),
      title: null,
      altTexts: images.map((image) => altTextOf(record(image))),
      article: null,
    };
  }
  return restError(422, 100, 'UNPROCESSABLE_ENTITY', '/content must be media, multiImage or article');
}

/** POST /rest/posts: the checks LinkedIn makes, then 201 with the URN in x-restli-id and no body. */
export function createPost(
  fake: FakeLinkedIn,
  memberId: string,
  scopes: string[],
  request: FakeHttpRequest,
): FakeAnswer {
  const body = request.json() ?? {};
  const author = String(body.author ?? '');
  const asOrganization = author.startsWith('urn:li:organization:');
  const allowed = asOrganization
    ? scopes.includes('w_organization_social') && fake.administers(memberId, author)
    : scopes.includes('w_member_social') && author === `urn:li:person:${memberId}`;
  if (!allowed)
    return restError(
      403,
      100,
      'ACCESS_DENIED',
      'Not enough permissions to access: partnerApiPostsExternal.CREATE.20261001',
    );
  const commentary = typeof body.commentary === 'string' ? body.commentary : '';
  if (commentary.length > 3000)
    return restError(
      422,
      100,
      'UNPROCESSABLE_ENTITY',
      `/commentary :: length ${commentary.length} exceeds 3000`,
    );
  if (!record(body.distribution)?.feedDistribution || body.lifecycleState !== 'PUBLISHED' || !body.visibility)
    return restError(
      422,
      100,
      'UNPROCESSABLE_ENTITY',
      '/distribution, /visibility and /lifecycleState are required',
    );
  const media = contentMedia(record(body.content));
  if ('status' in media) return media;
  const thumbnail = media.article?.thumbnail;
  const unusable = [...media.ids, ...(thumbnail ? [thumbnail] : [])].find(
    (id) => !fake.media.usable(id, author),
  );
  if (unusable)
    return restError(422, 100, 'UNPROCESSABLE_ENTITY', `/content :: ${unusable} is not available`);
  if (media.ids.some((id) => id.startsWith('urn:li:document:')) && !media.title)
    return restError(422, 100, 'UNPROCESSABLE_ENTITY', '/content/media/title is required for a document');
  const duplicate = fake.posts.find(
    (post) => post.author === author && post.commentary === commentary && commentary,
  );
  if (duplicate) return restError(422, 100, 'DUPLICATE_POST', `Content is a duplicate of ${duplicate.urn}`);
  const kind = media.ids.some((id) => id.startsWith('urn:li:video:')) ? 'ugcPost' : 'share';
  const urn = `urn:li:${kind}:${7_300_000_000_000_000_000n + BigInt(fake.posts.length + 1)}`;
  fake.posts.push({
    urn,
    author,
    commentary,
    media: media.ids,
    mediaTitle: media.title,
    altTexts: media.altTexts,
    article: media.article,
  });
  return { status: 201, text: '', headers: { 'x-restli-id': urn, 'x-linkedin-id': urn } };
}
