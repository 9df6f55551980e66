import type { PgBoss } from 'pg-boss';
import type Stripe from 'stripe';
import type { Config } from '../config';
import type { TokenCipher } from '../crypto/token-cipher';
import type { OpenDatabase } from '../db/open-database';
import type { Mailer } from '../mail/mailer';
import { createAccountService } from '../modules/accounts/account-service';
import { createActivityService } from '../modules/activity/activity-service';
import { createAssistantService } from '../modules/assistant/assistant-service';
import { createBillingService } from '../modules/billing/billing-service';
import { createStripe } from '../modules/billing/stripe-client';
import { createConnectService } from '../modules/accounts/connect-service';
import { createCampaignService } from '../modules/campaigns/campaign-service';
import { createPlannerPool } from '../modules/campaigns/planner-pool';
import { createCategoryService } from '../modules/categories/category-service';
import { createCalendarService } from '../modules/calendars/calendar-service';
import { createHashtagService } from '../modules/hashtags/hashtag-service';
import { createImportReadPool } from '../modules/imports/import-read-pool';
import { createImportService } from '../modules/imports/import-service';
import { createImportRunner } from '../modules/imports/run-import';
import { createLibraryService } from '../modules/library/library-service';
import { createBulkImageService } from '../modules/bulk-images/bulk-image-service';
import { createFeedService } from '../modules/feeds/feed-service';
import { createReviewService } from '../modules/feeds/review-service';
import { createMediaService } from '../modules/media/media-service';
import { createImageToolsService } from '../modules/images/image-tools-service';
import { createCalendarRead } from '../modules/posts/calendar-read';
import { createPostService } from '../modules/posts/post-service';
import { createRetryPost } from '../modules/posts/retry-post';
import { createNotificationService } from '../modules/notifications/notification-service';
import { createSessionService } from '../modules/session/session-service';
import { createSimilarityService } from '../modules/similarity/similarity-service';
import { createInvitationService } from '../modules/team/invitation-service';
import { createTeamService } from '../modules/team/team-service';
import { createUserService } from '../modules/users/user-service';
import { createDesignService } from '../modules/design/design-service';
import { createRenderPool } from '../modules/design/render-pool';
import { createStatsService } from '../modules/stats/stats-service';
import type { ProviderRegistry } from '../providers/provider';
import type { SafeFetchOptions } from '../net/safe-fetch';
import type { MediaStorage } from '../storage/media-storage';
import { openStorage } from '../storage/open-storage';

export interface ServiceDeps {
  config: Config;
  database: OpenDatabase;
  mailer: Mailer;
  now: () => Date;
  /** Null where no queue runs (some tests): nothing is enqueued then. */
  queue: PgBoss | null;
  providers: ProviderRegistry;
  cipher: TokenCipher;
  /** Unset: opened from config. */
  storage?: MediaStorage;
  /** Tests only: lets the server reach a local test page (see net/safe-fetch). */
  fetchOptions?: SafeFetchOptions;
  /** Where the services report what failed without failing the request (a model's error). */
  warn?: (error: unknown, message: string) => void;
  /** Unset: made from config (null when billing is off). */
  stripe?: Stripe | null;
}

export function createServices(deps: ServiceDeps) {
  const storage = deps.storage ?? openStorage(deps.config, { now: deps.now });
  const shared = {
    db: deps.database.db,
    config: deps.config,
    mailer: deps.mailer,
    now: deps.now,
    queue: deps.queue,
    providers: deps.providers,
    cipher: deps.cipher,
  };
  const posts = createPostService({ ...shared, storage });
  const sessions = createSessionService({ ...shared, storage });
  const media = createMediaService({ ...shared, storage });
  const assistant = createAssistantService({
    ...shared,
    storage,
    fetchOptions: deps.fetchOptions,
    warn: deps.warn,
  });
  // The public template previews draw in a thread of their own (the design jobs draw in the worker's).
  const renderer = createRenderPool({ threads: 1, maxQueue: 50, taskTimeoutMs: 60_000 });
  // Uploaded imports are parsed and inflated in a thread of their own (decision 0140).
  const importReader = createImportReadPool({ threads: 1, maxQueue: 20, taskTimeoutMs: 120_000 });
  // One thread plans campaigns (decision 0139): planning is occasional and CPU-bound, and a second
  // campaign waits for the first rather than taking the API's other core.
  const planner = createPlannerPool({ threads: 1, maxQueue: 20 });
  const importRunner = createImportRunner({
    db: shared.db,
    now: deps.now,
    storage,
    posts,
    config: deps.config,
    fetchOptions: deps.fetchOptions,
  });
  return {
    posts,
    calendarRead: createCalendarRead(shared),
    retryPost: createRetryPost({ ...shared, posts }),
    stats: createStatsService(shared),
    sessions,
    activity: createActivityService(shared),
    users: createUserService({ ...shared, storage, fetchOptions: deps.fetchOptions ?? {} }),
    calendars: createCalendarService(shared),
    team: createTeamService(shared),
    invitations: createInvitationService({ ...shared, startSession: sessions.startSession }),
    accounts: createAccountService(shared),
    connect: createConnectService(shared),
    notifications: createNotificationService(shared),
    categories: createCategoryService(shared),
    library: createLibraryService({ ...shared, storage }),
    campaigns: createCampaignService({ ...shared, storage, planner }),
    similarity: createSimilarityService(shared),
    media,
    assistant,
    images: createImageToolsService({
      ...shared,
      storage,
      ocr: assistant.ocr,
      media,
      fetchOptions: deps.fetchOptions,
      warn: deps.warn,
    }),
    hashtags: createHashtagService(shared),
    importRunner,
    importReader,
    imports: createImportService({
      ...shared,
      runner: importRunner,
      readFile: importReader.read,
      warn: deps.warn,
    }),
    billing: createBillingService({
      db: deps.database.db,
      config: deps.config,
      now: deps.now,
      stripe: deps.stripe === undefined ? createStripe(deps.config.billing) : deps.stripe,
    }),
    feeds: createFeedService({ ...shared, fetchOptions: deps.fetchOptions }),
    feedReview: createReviewService(shared),
    bulkImages: createBulkImageService({ ...shared, storage }),
    design: createDesignService({ ...shared, storage, render: renderer.render }),
    /** Ends the threads the services started (the app's close). */
    closeThreads: () =>
      Promise.all([assistant.close(), renderer.close(), importReader.close(), planner.close()]).then(
        () => undefined,
      ),
  };
}

export type Services = ReturnType<typeof createServices>;
