import type { AssistantEngineName, CaptionRequest, VideoPostSource } from '@kairos/core';

/**
 * What the writing assistant asks of an engine (decision 0090). The built-in engine answers
 * everything offline; the model engine sends captions, titles, summaries and posts from video to
 * a language model and falls back to the built-in answer, with a `notice`, on any failure.
 */
export interface EngineAnswer<T> {
  engine: AssistantEngineName;
  notice?: string;
  value: T;
}

export interface VideoFacts {
  /** Seconds. */
  duration: number | null;
  width: number | null;
  height: number | null;
  /** The file's own title and description tags, when it has them. */
  title: string | null;
  comment: string | null;
}

/** What a video offers to write a post from; each part is read only when an engine asks for it. */
export interface VideoMaterial {
  facts: VideoFacts;
  /** The audio track as 16 kHz mono MP3 (for speech to text), or null when it has none. */
  audio(): Promise<Buffer | null>;
  /** Text read by OCR in frames sampled across the video ('' when none). */
  framesText(): Promise<string>;
}

export interface VideoPost {
  postTitle: string;
  postCaption: string;
  source: VideoPostSource;
}

/** A picture for a model that sees: its bytes and type. */
export interface Picture {
  bytes: Buffer;
  mediaType: string;
}

export interface AssistantEngine {
  readonly name: AssistantEngineName;
  /** The model's name, for the model engine. */
  readonly model?: string;
  /** Whether pictureHashtags can answer (a model with image input). */
  readonly seesPictures: boolean;
  captions(request: CaptionRequest): Promise<EngineAnswer<string[]>>;
  title(text: string): Promise<EngineAnswer<string>>;
  summary(text: string): Promise<EngineAnswer<string>>;
  videoPost(video: VideoMaterial): Promise<EngineAnswer<VideoPost>>;
  /**
   * Hashtags for what pictures show, by a model with image input (AI_VISION); null when the engine
   * cannot see or the model failed: the text read in them by OCR is used alone then.
   */
  pictureHashtags(pictures: readonly Picture[], limit: number): Promise<string[] | null>;
}
