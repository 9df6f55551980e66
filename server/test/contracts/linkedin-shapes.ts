import { z } from 'zod';

/** What the LinkedIn routes of linkedin-reference.ts and linkedin-comments-reference.ts share. */
export const learn = 'https://learn.microsoft.com/en-us/linkedin';
export const shares = `${learn}/marketing/community-management/shares`;
/** Every /rest call: "LinkedIn-Version: {Version in YYYYMM format}" and Rest.li 2.0.0. */
export const rest = {
  authorization: /^Bearer \S+$/,
  'linkedin-version': /^\d{6}(\.\d{2})?$/,
  'x-restli-protocol-version': /^2\.0\.0$/,
};
export const error = z.object({
  status: z.number().int(),
  message: z.string(),
  serviceErrorCode: z.number().int().optional(),
});
export const restErrors = {
  400: error,
  401: error,
  403: error,
  404: error,
  422: error,
  426: error,
  429: error,
};
export const personOrOrganization = z.string().regex(/^urn:li:(person|organization):\w+$/);
