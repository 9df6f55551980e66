import { FakeScript, startFakeHttp, type FakeAnswer, type FakeHttpRequest } from '../fake-http';

/**
 * An OpenAI-compatible API as Ollama, vLLM or OpenAI serve it: chat completions and audio
 * transcriptions. It answers each chat from `reply(prompt)`; a test scripts failures with
 * `script.push('POST /v1/chat/completions', …)` or switches the whole server to one `mode`.
 */
export type FakeMode = 'answer' | 'hang' | 'garbage' | 'empty' | 'busy' | 'broken';

export interface FakeOpenAi {
  url: string;
  script: FakeScript;
  /** Every chat request's last user message, in order. */
  prompts: string[];
  transcriptions: number;
  /** Pictures sent in chat messages (a model with image input). */
  images: number;
  mode: FakeMode;
  /** What the model says to a prompt (the default echoes JSON for the assistant's questions). */
  reply: (prompt: string) => string;
  close(): Promise<void>;
}

export const chatAnswer = (content: string): FakeAnswer => ({
  status: 200,
  json: {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1_790_000_000,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  },
});

export const busyAnswer = (seconds: number): FakeAnswer => ({
  status: 429,
  headers: { 'retry-after': String(seconds) },
  json: { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } },
});

function defaultReply(prompt: string): string {
  const count = Number(/exactly (\d+) strings/.exec(prompt)?.[1] ?? 1);
  if (prompt.includes('{"captions"'))
    return JSON.stringify({
      captions: Array.from({ length: count }, (_, i) => `Model caption ${i + 1} ✨ #model`),
    });
  if (prompt.includes('{"postTitle"'))
    return `Here you go:\n{"postTitle": "Model video title", "postCaption": "Model video caption #launch"}`;
  if (prompt.includes('{"hashtags"'))
    return JSON.stringify({ hashtags: ['#EspressoTasting', 'not a tag', 'Coffee'] });
  if (prompt.startsWith('Write one title')) return '"Model Title For The Post"';
  if (prompt.startsWith('Summarize')) return 'Model summary of the text.';
  return 'Model answer.';
}

function lastUserMessage(request: FakeHttpRequest): { text: string; images: number } {
  const body = request.json() as { messages?: Array<{ role: string; content: unknown }> } | null;
  const user = body?.messages?.filter((message) => message.role === 'user').at(-1);
  if (typeof user?.content === 'string') return { text: user.content, images: 0 };
  if (!Array.isArray(user?.content)) return { text: '', images: 0 };
  const parts = user.content as Array<{ type?: string; text?: string; image_url?: { url?: string } }>;
  return {
    text: parts.map((part) => part.text ?? '').join(''),
    // OpenAI's shape for a picture: a data URL of its bytes.
    images: parts.filter(
      (part) => part.type === 'image_url' && part.image_url?.url?.startsWith('data:image/'),
    ).length,
  };
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const script = new FakeScript();
  const pending: Array<() => void> = [];
  const fake: Omit<FakeOpenAi, 'url' | 'close'> = {
    script,
    prompts: [],
    transcriptions: 0,
    images: 0,
    mode: 'answer',
    reply: defaultReply,
  };
  const http = await startFakeHttp(script, async (request) => {
    if (request.route === 'POST /v1/audio/transcriptions') {
      fake.transcriptions += 1;
      const form = await request.form();
      const file = form.get('file');
      if (!(file instanceof Blob) || file.size === 0)
        return { status: 400, json: { error: { message: 'no file' } } };
      return {
        status: 200,
        json: {
          text: 'Today we launch the Aurora X2 espresso machine, the quietest espresso machine we ever built.',
        },
      };
    }
    if (request.route !== 'POST /v1/chat/completions')
      return { status: 404, json: { error: { message: 'not found' } } };
    const asked = lastUserMessage(request);
    fake.prompts.push(asked.text);
    fake.images += asked.images;
    switch (fake.mode) {
      case 'hang':
        // Past any timeout the server sets; released when the fake closes.
        await new Promise<void>((resolve) => pending.push(resolve));
        return chatAnswer('too late');
      case 'garbage':
        return chatAnswer('I am sorry, as a language model I cannot {not json');
      case 'empty':
        return chatAnswer('');
      case 'busy':
        return busyAnswer(42);
      case 'broken':
        return { status: 500, json: { error: { message: 'The server had an error' } } };
      case 'answer':
        return chatAnswer(fake.reply(fake.prompts.at(-1) ?? ''));
    }
  });
  return Object.assign(fake, {
    url: http.url,
    close: async () => {
      for (const release of pending.splice(0)) release();
      await http.close();
    },
  });
}
