// A share of paths as the answers write it (core/common/format.ts wholePercent), worked out here
// from the two counts in integers, apart from the code under test: the nearest whole percent, half
// up; "0%" only for none and "100%" only for all.

export function percentWords(count: number, paths: number): string {
  if (count === 0) return '0%';
  if (count === paths) return '100%';
  const whole = Math.floor((200 * count + paths) / (2 * paths)); // 100 * count / paths, half up
  if (whole === 0) return 'less than 1%';
  if (whole === 100) return 'more than 99%';
  return `${whole}%`;
}
