/**
 * The networks' API versions, each set in one place, and when each stops working. Bump them here
 * (and say so in the README's "Network API versions") before the window closes.
 */

/**
 * LinkedIn-Version (YYYYMM). LinkedIn supports each monthly version for at least one year, then
 * answers 426 NONEXISTENT_VERSION (learn.microsoft.com/linkedin/marketing/versioning).
 */
export const linkedInApiVersion = '202610';
const linkedInSupportMonths = 12;

/**
 * The Graph API version in Facebook's and Instagram's bases. Meta serves each version for at least
 * two years after it is released (developers.facebook.com/docs/graph-api/changelog, "Versions").
 */
export const metaGraphVersion = 'v25.0';
const graphSupportMonths = 24;
/** When each Graph version we know of was released (year, month): its window counts from there. */
const graphReleases: Record<string, [number, number]> = {
  'v19.0': [2024, 1],
  'v20.0': [2024, 5],
  'v21.0': [2024, 10],
  'v22.0': [2025, 1],
  'v23.0': [2025, 5],
  'v24.0': [2025, 10],
  'v25.0': [2026, 2],
};

const monthsBetween = (from: [number, number], to: Date) =>
  (to.getUTCFullYear() - from[0]) * 12 + (to.getUTCMonth() + 1 - from[1]);

function linkedInProblem(version: string, now: Date): string | null {
  const match = /^(\d{4})(\d{2})$/.exec(version);
  if (!match) return `LINKEDIN_API_VERSION ${version} is not a version (YYYYMM)`;
  const age = monthsBetween([Number(match[1]), Number(match[2])], now);
  return age >= linkedInSupportMonths
    ? `LINKEDIN_API_VERSION ${version} is ${age} months old: LinkedIn retires versions after ${linkedInSupportMonths}; set a newer one (${linkedInApiVersion} or later)`
    : null;
}

function graphProblem(base: string, now: Date): string | null {
  const version = /\/(v\d+\.\d+)(?:\/|$)/.exec(base)?.[1];
  if (!version) return null;
  const released = graphReleases[version];
  const [major] = version.slice(1).split('.').map(Number);
  const oldest = Number(Object.keys(graphReleases)[0]!.slice(1).split('.')[0]);
  if (!released)
    return (major ?? 0) < oldest
      ? `The Graph API version ${version} (FACEBOOK_GRAPH_BASE) is older than any Meta still serves; use ${metaGraphVersion}`
      : null;
  const age = monthsBetween(released, now);
  return age >= graphSupportMonths
    ? `The Graph API version ${version} (FACEBOOK_GRAPH_BASE) is ${age} months old: Meta serves a version for ${graphSupportMonths}; use ${metaGraphVersion} or later`
    : null;
}

/** What a start should warn about: configured versions past (or about to leave) their window. */
export function outdatedApiVersions(env: Record<string, string | undefined>, now: Date): string[] {
  return [
    linkedInProblem(env.LINKEDIN_API_VERSION ?? linkedInApiVersion, now),
    graphProblem(env.FACEBOOK_GRAPH_BASE ?? `https://graph.facebook.com/${metaGraphVersion}`, now),
  ].filter((problem): problem is string => problem !== null);
}
