import {
  assistantStatusSchema,
  captionsBodySchema,
  captionsReplySchema,
  completeBodySchema,
  completeReplySchema,
  emojiQuerySchema,
  emojiReplySchema,
  hashtagsBodySchema,
  hashtagsReplySchema,
  quotesBodySchema,
  quotesReplySchema,
  summaryBodySchema,
  summaryReplySchema,
  textCheckBodySchema,
  textCheckReplySchema,
  titleBodySchema,
  titleReplySchema,
  videoPostBodySchema,
  videoPostReplySchema,
} from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../authenticate';
import type { Services } from '../services';

const tags = ['assistant'];
const security = [{ bearer: [] }];

/** The writing assistant (decision 0090): one POST per feature, the emoji lookup and the status. */
export function registerAssistantRoutes(app: FastifyInstance, services: Services) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { assistant } = services;

  routes.post(
    '/api/assistant/captions',
    {
      schema: {
        tags,
        summary: 'Generate Caption: `variant` captions of the text for a platform, tone and word count',
        security,
        body: captionsBodySchema,
        response: { 200: captionsReplySchema },
      },
    },
    async (request) => assistant.captions(requireAuth(request), request.body),
  );
  routes.post(
    '/api/assistant/title',
    {
      schema: {
        tags,
        summary: 'A title for the text (networks that take one)',
        security,
        body: titleBodySchema,
        response: { 200: titleReplySchema },
      },
    },
    async (request) => assistant.title(requireAuth(request), request.body),
  );
  routes.post(
    '/api/assistant/summary',
    {
      schema: {
        tags,
        summary:
          'Summarize Article or Paragraph: at least 100 words, or an article URL (needs advancedArticleSummarizer)',
        security,
        body: summaryBodySchema,
        response: { 200: summaryReplySchema },
      },
    },
    async (request) => assistant.summary(requireAuth(request), request.body),
  );
  routes.post(
    '/api/assistant/quotes',
    {
      schema: {
        tags,
        summary: 'Quotes from the article at url (needs suggestionsFromArticleUrl)',
        security,
        body: quotesBodySchema,
        response: { 200: quotesReplySchema },
      },
    },
    async (request) => assistant.quotes(requireAuth(request), request.body),
  );
  routes.post(
    '/api/assistant/hashtags',
    {
      schema: {
        tags,
        summary:
          "Up to 8 hashtags for the text, the linked page's ('URL Related') and the images' ('Images Related Hashtags')",
        security,
        body: hashtagsBodySchema,
        response: { 200: hashtagsReplySchema },
      },
    },
    async (request) => assistant.hashtags(requireAuth(request), request.body),
  );
  routes.post(
    '/api/assistant/complete',
    {
      schema: {
        tags,
        summary: 'Predictive text: the words to append to the text before the caret (needs autocompleteAPI)',
        security,
        body: completeBodySchema,
        response: { 200: completeReplySchema },
      },
    },
    async (request) => assistant.complete(requireAuth(request), request.body),
  );
  routes.post(
    '/api/text-check',
    {
      schema: {
        tags,
        summary: 'Spelling problems of the text, with UTF-16 offsets and fixes',
        security,
        body: textCheckBodySchema,
        response: { 200: textCheckReplySchema },
      },
    },
    async (request) => assistant.textCheck(requireAuth(request), request.body),
  );
  routes.post(
    '/api/assistant/video-post',
    {
      schema: {
        tags,
        summary: "Post from video with AI: a title and caption for one of the calendar's videos",
        security,
        body: videoPostBodySchema,
        response: { 200: videoPostReplySchema },
      },
    },
    async (request) => assistant.videoPost(requireAuth(request), request.body),
  );
  routes.get(
    '/api/assistant/emoji',
    {
      schema: {
        tags,
        summary: 'Emoji for the word being typed (count defaults to 15)',
        security,
        querystring: emojiQuerySchema,
        response: { 200: emojiReplySchema },
      },
    },
    async (request) => assistant.emoji(requireAuth(request), request.query),
  );
  routes.get(
    '/api/assistant/status',
    {
      schema: {
        tags,
        summary: "Which engine answers, and the caller's team's requests this month",
        security,
        response: { 200: assistantStatusSchema },
      },
    },
    async (request) => assistant.status(requireAuth(request)),
  );
}
