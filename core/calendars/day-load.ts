/** "Calendar day load: fewer than 5 posts low, 5 to 9 medium, 10 or more high." */
export type DayLoad = 'low' | 'medium' | 'high';

export const dayLoadThresholds = { medium: 5, high: 10 } as const;

export function dayLoad(postCount: number): DayLoad {
  if (postCount >= dayLoadThresholds.high) return 'high';
  return postCount >= dayLoadThresholds.medium ? 'medium' : 'low';
}
