import type { HttpClient } from '../http-client';

/** What every call to LinkedIn's API carries: the client, the base, the version headers, the token. */
export interface LinkedInRest {
  http: HttpClient;
  apiBase: string;
  /** LinkedIn-Version and X-Restli-Protocol-Version, required on every /rest call. */
  headers: Record<string, string>;
  bearer: string;
}
