import type { AssistantEngine, VideoFacts, VideoMaterial, VideoPost } from '../assistant-engine';
import type { RunBuiltin } from './builtin-pool';

/** Enough words read in the frames to write from ("SALE" alone is not). */
const minFrameWords = 3;

const wordsIn = (text: string) => text.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word)).length;

function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Without speech or on-screen text: the file's own tags, else what the file is. */
export function postFromFacts(facts: VideoFacts): VideoPost {
  const shape =
    facts.width && facts.height ? (facts.height > facts.width ? 'Vertical video' : 'Video') : 'Video';
  const length = facts.duration ? ` (${clock(facts.duration)})` : '';
  return {
    postTitle: facts.title?.trim() || `${shape}${length}`,
    postCaption: facts.comment?.trim() || facts.title?.trim() || `${shape}${length}`,
    source: 'metadata',
  };
}

/** The engine that needs no model: extractive and offline, in the pool's threads. */
export function createBuiltinEngine(run: RunBuiltin): AssistantEngine & {
  postFromFrames(text: string): Promise<VideoPost>;
} {
  const postFromFrames = async (text: string): Promise<VideoPost> => {
    const [postTitle, captions] = await Promise.all([
      run({ kind: 'title', text }),
      run({
        kind: 'captions',
        request: {
          platform: 'instagram',
          tone: 'professional',
          wordCount: 25,
          text,
          variant: 1,
          addMidJourneyPrompt: false,
        },
      }),
    ]);
    return { postTitle, postCaption: captions[0] ?? text, source: 'frames' };
  };
  const videoPost = async (video: VideoMaterial): Promise<VideoPost> => {
    const text = await video.framesText();
    return wordsIn(text) >= minFrameWords ? postFromFrames(text) : postFromFacts(video.facts);
  };
  return {
    name: 'builtin',
    seesPictures: false,
    captions: async (request) => ({ engine: 'builtin', value: await run({ kind: 'captions', request }) }),
    title: async (text) => ({ engine: 'builtin', value: await run({ kind: 'title', text }) }),
    summary: async (text) => ({ engine: 'builtin', value: await run({ kind: 'summary', text }) }),
    videoPost: async (video) => ({ engine: 'builtin', value: await videoPost(video) }),
    pictureHashtags: async () => null,
    postFromFrames,
  };
}

export { minFrameWords, wordsIn as frameWords };
