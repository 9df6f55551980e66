import type { captionTones } from '@kairos/core';

type Tone = (typeof captionTones)[number];

/**
 * What each tone sounds like: openers and closers (a different pair per variation), emoji, and the
 * picture style the Midjourney line asks for. Chosen by hand, one list per tone.
 */
export interface ToneWords {
  openers: readonly string[];
  closers: readonly string[];
  emoji: readonly string[];
  imageStyle: string;
}

export const toneWords: Record<Tone, ToneWords> = {
  professional: {
    openers: ['Key update:', 'Worth knowing:', 'In focus:', 'Our take:', 'Quick briefing:'],
    closers: [
      'Learn more on our page.',
      'We would value your perspective.',
      'Share it with your network.',
      'Questions? Reach out anytime.',
      'Follow us for more updates.',
    ],
    emoji: ['📌', '📈', '💼', '✅', '🔎'],
    imageStyle: 'clean editorial photography, soft natural light, professional',
  },
  funny: {
    openers: [
      'Plot twist:',
      'Hold on to your coffee:',
      'Okay, hear us out:',
      'Not a drill:',
      'Brace your funny bone:',
    ],
    closers: [
      'You are welcome.',
      'Tag a friend who needs this.',
      'Laughing? Us too.',
      'No, we cannot stop talking about it.',
      'Try not to smile. We dare you.',
    ],
    emoji: ['😂', '🤪', '😜', '🙃', '🤣'],
    imageStyle: 'playful cartoon illustration, bright saturated colors, humorous',
  },
  sad: {
    openers: [
      'Some news is hard to share:',
      'With a heavy heart:',
      'We will miss this:',
      'A quiet moment:',
      'This one hurts:',
    ],
    closers: [
      'Thank you for being here with us.',
      'Hold your people close today.',
      'We are grateful for every one of you.',
      'Take care of each other.',
      'Our thoughts are with you.',
    ],
    emoji: ['😢', '💔', '🥀', '🕯️', '🌧️'],
    imageStyle: 'muted colors, rain on a window, soft melancholic light',
  },
  happy: {
    openers: ['Great news!', 'We are thrilled:', 'Good vibes only:', 'Time to celebrate!', 'Happy to share:'],
    closers: [
      'Let us celebrate together!',
      'Share the joy!',
      'Have a wonderful day!',
      'Smiles all around.',
      'Cheers to that!',
    ],
    emoji: ['😊', '🎉', '🌞', '🥳', '💛'],
    imageStyle: 'vibrant colors, golden sunlight, joyful atmosphere',
  },
  fear: {
    openers: [
      'Warning:',
      'Do not ignore this:',
      'Before it is too late:',
      'Brace yourself:',
      'This should worry you:',
    ],
    closers: [
      'Do not wait until it is too late.',
      'Stay alert and stay safe.',
      'Are you prepared?',
      'Act now, before it is too late.',
      'You have been warned.',
    ],
    emoji: ['😱', '⚠️', '👀', '😨', '🚨'],
    imageStyle: 'dark moody lighting, dramatic shadows, suspenseful atmosphere',
  },
};
