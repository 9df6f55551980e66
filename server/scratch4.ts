import { runBuiltinTask } from './src/modules/assistant/builtin/builtin-tasks';
import { newsArticle, productAnnouncement, shortTweet, frenchText } from './test/assistant/texts';
for (const [name, text] of Object.entries({ newsArticle, productAnnouncement, shortTweet, frenchText })) {
  console.log('=====', name);
  console.log('TITLE:', runBuiltinTask({ kind: 'title', text }));
  console.log('SUMMARY:', runBuiltinTask({ kind: 'summary', text }));
  console.log('QUOTES:', runBuiltinTask({ kind: 'quotes', text }));
  console.log('TAGS:', runBuiltinTask({ kind: 'hashtags', text, past: [{ tag: 'CoffeeLovers', count: 3 }, { tag: 'Riverton', count: 5 }], limit: 8 }));
  for (const [platform, wordCount] of [['instagram', 25], ['facebook', 10], ['blog', 250]] as const)
    console.log('CAPTION', platform, wordCount, JSON.stringify(runBuiltinTask({ kind: 'captions', request: { platform, tone: 'happy', wordCount, text, variant: 2, addMidJourneyPrompt: platform === 'instagram' } })));
  console.log('SPELL:', JSON.stringify(runBuiltinTask({ kind: 'spelling', text: text.slice(0, 300).replace('the', 'teh'), known: [] })));
}
console.log(runBuiltinTask({ kind: 'emoji', query: 'coffee', count: 15 }));
console.log(runBuiltinTask({ kind: 'emoji', query: 'bik', count: 5 }));
const posts = ['Fresh roasted beans every morning at Kairos Coffee', 'Fresh roasted beans are back in stock', 'Join our summer coffee festival'];
for (const t of ['Fresh ro', 'Fresh roasted ', 'our summer coff', 'I love choc', 'The announ'])
  console.log(JSON.stringify(t), '→', JSON.stringify(runBuiltinTask({ kind: 'complete', text: t, corpusKey: 'k', posts })));
