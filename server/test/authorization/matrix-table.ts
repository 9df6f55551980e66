import { assistantRoutes } from './matrix-assistant-routes';
import { billingRoutes } from './matrix-billing-routes';
import { bulkContentRoutes } from './matrix-bulk-content-routes';
import { contentRoutes } from './matrix-content-routes';
import { feedRoutes } from './matrix-feed-routes';
import { designRoutes } from './matrix-design-routes';
import { imageRoutes } from './matrix-image-routes';
import type { MatrixEntry } from './matrix-rules';
import { settingsRoutes } from './matrix-settings-routes';
import { teamRoutes } from './matrix-team-routes';

/** Every route of the server, keyed `METHOD /path` as the OpenAPI document writes it. */
export const matrix: Record<string, MatrixEntry> = {
  ...teamRoutes,
  ...contentRoutes,
  ...settingsRoutes,
  ...assistantRoutes,
  ...billingRoutes,
  ...feedRoutes,
  ...designRoutes,
  ...imageRoutes,
  ...bulkContentRoutes,
};
