/**
 * "Intents (link, title): home, analytics, calendar, library, discover, settings, calendar#singlePost
 * (Create Single Post), calendar#campaign, library#libraryPost (Create Content), library#manageRss,
 * library#createGraphics, library#importContent, #addHashtag, settings#referFriend."
 */
export const voiceIntents: readonly { link: string; title: string }[] = [
  { link: 'home', title: 'Home' },
  { link: 'analytics', title: 'Analytics' },
  { link: 'calendar', title: 'Calendar' },
  { link: 'library', title: 'Library' },
  { link: 'discover', title: 'Discover' },
  { link: 'settings', title: 'Settings' },
  { link: 'calendar#singlePost', title: 'Create Single Post' },
  { link: 'calendar#campaign', title: 'Create Campaign' },
  { link: 'library#libraryPost', title: 'Create Content' },
  { link: 'library#manageRss', title: 'Manage RSS' },
  { link: 'library#createGraphics', title: 'Create Graphics' },
  { link: 'library#importContent', title: 'Import Content' },
  { link: '#addHashtag', title: 'Add Hashtag' },
  { link: 'settings#referFriend', title: 'Refer a Friend' },
];

/** "Voice recording 5000 ms mono wav; 3 random example intents." */
export const voiceRecordingMs = 5000;
export const voiceExampleCount = 3;

/** "A redirect is allowed only if the returned link is one of the intents", for action 'navigation'. */
export function voiceRedirect(response: { action: string; fulfillmentText: string }): string | null {
  if (response.action !== 'navigation') return null;
  return voiceIntents.some((intent) => intent.link === response.fulfillmentText)
    ? response.fulfillmentText
    : null;
}

/** Three different example intents; `random` returns numbers in [0, 1) (pass Math.random). */
export function voiceExamples(random: () => number): { link: string; title: string }[] {
  const pool = [...voiceIntents];
  const picked: { link: string; title: string }[] = [];
  while (picked.length < voiceExampleCount && pool.length > 0) {
    const [intent] = pool.splice(Math.floor(random() * pool.length), 1);
    if (intent) picked.push(intent);
  }
  return picked;
}
