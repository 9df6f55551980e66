/** A CSV of `rows` library posts whose words differ from row to row, as real posts do. */
export function csvOf(rows: number): string {
  const words = [
    'fresh',
    'bread',
    'morning',
    'coffee',
    'garden',
    'sale',
    'weekend',
    'recipe',
    'team',
    'launch',
  ];
  const lines = ['Message,Category,Hashtags,Link'];
  for (let index = 0; index < rows; index += 1) {
    const text = `Post ${index}: ${words[index % 10]} ${words[(index * 7) % 10]} ${words[(index * 3) % 10]} news`;
    lines.push(`"${text}",Bench,#bench #row${index % 50},https://example.com/p/${index}`);
  }
  return `${lines.join('\n')}\n`;
}
