/**
 * Post-like texts from a seeded generator (so runs compare): 12 to 30 content words drawn with a Zipf
 * distribution from a vocabulary of 20,000 (the 100 most frequent ranks left out, as stop words are),
 * and the brand's name in 40% of them, so some terms are in thousands of posts and most in few.
 */
export function createTextSource(seed: number) {
  let state = seed >>> 0;
  const random = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const syllables = ['ka', 'ro', 'mi', 'te', 'lu', 'sa', 'no', 'vi', 'pe', 'da', 'gor', 'fin', 'bel', 'tar'];
  const vocabulary = Array.from({ length: 20_000 }, (_, index) => {
    let word = '';
    let rest = index + 7;
    while (rest > 0) {
      word += syllables[rest % syllables.length];
      rest = Math.floor(rest / syllables.length);
    }
    return `${word}x`;
  });
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 101; rank <= vocabulary.length + 100; rank += 1) {
    total += 1 / rank;
    cumulative.push(total);
  }
  const word = () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return vocabulary[low] ?? 'x';
  };
  return {
    random,
    text: () => {
      const words = Array.from({ length: 12 + Math.floor(random() * 19) }, word);
      if (random() < 0.4) words.push('kairosbrand');
      return words.join(' ');
    },
  };
}
