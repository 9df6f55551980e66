import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { assistantTitleMaxChars, messages } from '@kairos/core';
import { APICallError, experimental_transcribe as transcribe, generateText } from 'ai';
import type { ModelConfig } from '../../../config';
import type { AssistantEngine, EngineAnswer, Picture, VideoMaterial, VideoPost } from '../assistant-engine';
import { frameWords, minFrameWords, postFromFacts } from '../builtin/builtin-engine';
import type { createBuiltinEngine } from '../builtin/builtin-engine';
import { readCaptions, readHashtags, readSummary, readTitle, readVideoPost } from './model-answers';
import { sortModelFailure } from './model-failure';
import {
  captionsPrompt,
  pictureHashtagsPrompt,
  summaryPrompt,
  system,
  titlePrompt,
  videoPostPrompt,
} from './model-prompts';

/**
 * Any OpenAI-compatible endpoint (OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp, LM Studio) through
 * the Vercel AI SDK. Every call is bounded by `timeoutMs` and never retried by the SDK: on any
 * failure the built-in answer is given with a notice. After a 429 the model is left alone for its
 * Retry-After, so a busy model is not asked again on every keystroke.
 */
export interface ModelEngineDeps {
  config: ModelConfig;
  builtin: ReturnType<typeof createBuiltinEngine>;
  now: () => Date;
  warn: (error: unknown, message: string) => void;
}

export function createModelEngine(deps: ModelEngineDeps): AssistantEngine {
  const { config, builtin, now } = deps;
  const provider = createOpenAICompatible({
    name: 'assistant',
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
  });
  const model = provider.chatModel(config.model);
  const speech = config.transcriptionModel
    ? createOpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey ?? 'none' }).transcription(
        config.transcriptionModel,
      )
    : null;
  let quietUntil = 0;
  /** The endpoint answered that it has no speech to text (Ollama, llama.cpp): not asked again. */
  let speechMissing = false;

  async function ask(prompt: string, maxOutputTokens: number): Promise<string> {
    const { text } = await generateText({
      model,
      system,
      prompt,
      maxOutputTokens,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(config.timeoutMs),
    });
    return text;
  }

  async function orBuiltin<T>(
    fromModel: () => Promise<T>,
    fallback: () => Promise<EngineAnswer<T>>,
  ): Promise<EngineAnswer<T>> {
    const waitMs = quietUntil - now().getTime();
    if (waitMs > 0) {
      const answer = await fallback();
      return { ...answer, notice: messages.assistant.model.rateLimited(Math.ceil(waitMs / 1000)) };
    }
    try {
      return { engine: 'model', value: await fromModel() };
    } catch (error) {
      const failure = sortModelFailure(error, now());
      if (failure.retryAfterSeconds) quietUntil = now().getTime() + failure.retryAfterSeconds * 1000;
      deps.warn(error, `the language model failed (${failure.kind}); the built-in answer was given`);
      return { ...(await fallback()), notice: failure.notice };
    }
  }

  async function transcript(video: VideoMaterial): Promise<string> {
    if (!speech || speechMissing) return '';
    const audio = await video.audio();
    if (!audio) return '';
    try {
      const { text } = await transcribe({
        model: speech,
        audio,
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(config.timeoutMs),
      });
      return text.trim();
    } catch (error) {
      // No speech to text at this endpoint (or it failed): the frames are read instead.
      const status = APICallError.isInstance(error) ? error.statusCode : undefined;
      speechMissing = status === 404 || status === 405 || status === 501;
      deps.warn(error, 'speech to text failed; the video frames are read instead');
      return '';
    }
  }

  async function videoPost(video: VideoMaterial): Promise<EngineAnswer<VideoPost>> {
    const spoken = await transcript(video);
    const source = frameWords(spoken) >= minFrameWords ? 'transcript' : 'frames';
    const material = source === 'transcript' ? spoken : await video.framesText();
    if (frameWords(material) < minFrameWords) return { engine: 'builtin', value: postFromFacts(video.facts) };
    return orBuiltin(
      async () => ({ ...readVideoPost(await ask(videoPostPrompt(material, source), 600)), source }),
      async () => ({ engine: 'builtin', value: { ...(await builtin.postFromFrames(material)), source } }),
    );
  }

  /** What the pictures show, as hashtags; null (the OCR's alone) on any failure. */
  async function pictureHashtags(pictures: readonly Picture[], limit: number): Promise<string[] | null> {
    if (!config.vision || pictures.length === 0 || quietUntil > now().getTime()) return null;
    try {
      const { text } = await generateText({
        model,
        system,
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: pictureHashtagsPrompt(limit) },
              ...pictures.map((picture) => ({
                type: 'image' as const,
                image: picture.bytes,
                mediaType: picture.mediaType,
              })),
            ],
          },
        ],
        maxOutputTokens: 300,
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(config.timeoutMs),
      });
      return readHashtags(text, limit);
    } catch (error) {
      const failure = sortModelFailure(error, now());
      if (failure.retryAfterSeconds) quietUntil = now().getTime() + failure.retryAfterSeconds * 1000;
      deps.warn(error, `the language model could not see the pictures (${failure.kind}); OCR alone was used`);
      return null;
    }
  }

  return {
    name: 'model',
    model: config.model,
    seesPictures: config.vision,
    pictureHashtags,
    captions: (request) =>
      orBuiltin(
        async () =>
          readCaptions(
            await ask(captionsPrompt(request), 200 + request.wordCount * 3 * request.variant),
            request.variant,
          ),
        () => builtin.captions(request),
      ),
    title: (text) =>
      orBuiltin(
        async () =>
          readTitle(await ask(titlePrompt(text, assistantTitleMaxChars), 60), assistantTitleMaxChars),
        () => builtin.title(text),
      ),
    summary: (text) =>
      orBuiltin(
        async () => readSummary(await ask(summaryPrompt(text), 600)),
        () => builtin.summary(text),
      ),
    videoPost,
  };
}
