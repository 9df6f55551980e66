import { type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { RouteErrorPage } from '../features/errors/components/route-error-page';
import { AuthLayout } from './layouts/auth-layout';
import { NoCalendarsPage } from './layouts/no-calendars-page';
import { createLoaders } from './loaders';
import { AppLayout } from './shell/app-layout';
import { withAllStyles } from '../lib/with-all-styles';
import { helpPath } from '../lib/app-config';

// Pages load as separate chunks; a chunk gone after a deployment reaches the error page as such.
// Every page but the calendar, the first page, brings all of Mantine's styles (decision 0069).
const pages = {
  login: withAllStyles(() =>
    import('../features/auth/routes/login-route').then((m) => ({ Component: m.LoginRoute })),
  ),
  signup: withAllStyles(() =>
    import('../features/auth/routes/signup-route').then((m) => ({ Component: m.SignupRoute })),
  ),
  signupConfirm: withAllStyles(() =>
    import('../features/auth/routes/signup-confirm-route').then((m) => ({
      Component: m.SignupConfirmRoute,
    })),
  ),
  forgotPassword: withAllStyles(() =>
    import('../features/auth/routes/forgot-password-route').then((m) => ({
      Component: m.ForgotPasswordRoute,
    })),
  ),
  createNewPassword: withAllStyles(() =>
    import('../features/auth/routes/create-new-password-route').then((m) => ({
      Component: m.CreateNewPasswordRoute,
    })),
  ),
  acceptInvitation: withAllStyles(() =>
    import('../features/auth/routes/accept-invitation-route').then((m) => ({
      Component: m.AcceptInvitationRoute,
    })),
  ),
  home: withAllStyles(() =>
    import('../features/home/routes/home-route').then((m) => ({ Component: m.HomeRoute })),
  ),
  calendar: () =>
    import('../features/calendar-view/routes/calendar-view-route').then((m) => ({
      Component: m.CalendarViewRoute,
    })),
  analytics: withAllStyles(() =>
    import('../features/analytics/routes/analytics-route').then((m) => ({ Component: m.AnalyticsRoute })),
  ),
  settings: withAllStyles(() =>
    import('./settings/settings-page').then((m) => ({ Component: m.SettingsPage })),
  ),
  upgradeProfile: withAllStyles(() =>
    import('../features/upgrade/routes/upgrade-profile-route').then((m) => ({
      Component: m.UpgradeProfileRoute,
    })),
  ),
  library: withAllStyles(() =>
    import('../features/library/routes/library-route').then((m) => ({ Component: m.LibraryRoute })),
  ),
  drafts: withAllStyles(() =>
    import('../features/drafts/routes/drafts-route').then((m) => ({ Component: m.DraftsRoute })),
  ),
  journal: withAllStyles(() =>
    import('../features/journal/routes/journal-route').then((m) => ({ Component: m.JournalRoute })),
  ),
  help: withAllStyles(() =>
    import('../features/help/routes/help-route').then((m) => ({ Component: m.HelpRoute })),
  ),
  bringYourContent: withAllStyles(() =>
    import('./bring-your-content/bring-your-content-route').then((m) => ({
      Component: m.BringYourContentRoute,
    })),
  ),
  componentGallery: withAllStyles(() =>
    import('../features/component-gallery/routes/component-gallery-route').then((m) => ({
      Component: m.ComponentGalleryRoute,
    })),
  ),
};

export function createAppRouter(queryClient: QueryClient) {
  const loaders = createLoaders(queryClient);
  return createBrowserRouter([
    {
      errorElement: <RouteErrorPage standalone />,
      hydrateFallbackElement: <FullPageLoader />,
      children: [
        {
          element: <AuthLayout />,
          children: [
            { path: 'login', loader: loaders.publicOnly, lazy: pages.login },
            { path: 'signup', loader: loaders.publicOnly, lazy: pages.signup },
            { path: 'signup/confirm', lazy: pages.signupConfirm },
            { path: 'forgot-password', lazy: pages.forgotPassword },
            { path: 'create-new-password', lazy: pages.createNewPassword },
            { path: 'accept-invitation', lazy: pages.acceptInvitation },
            // Public (spec: "Public routes: ... /bring-your-content"): signed out, it asks to sign up first.
            { path: 'bring-your-content', lazy: pages.bringYourContent },
          ],
        },
        { index: true, loader: loaders.home, element: <NoCalendarsPage /> },
        // Public (spec: "Public routes: ... /components"): the shared components, live.
        { path: 'components', lazy: pages.componentGallery },
        {
          path: ':calendarId',
          loader: loaders.calendar,
          element: <AppLayout />,
          children: [
            {
              // Inside the shell, so the navigation stays usable when a page fails.
              errorElement: <RouteErrorPage />,
              children: [
                { index: true, lazy: pages.home },
                { path: 'calendar', lazy: pages.calendar },
                { path: 'analytics', lazy: pages.analytics },
                { path: 'settings', lazy: pages.settings },
                { path: 'upgrade-profile', loader: loaders.upgradeProfile, lazy: pages.upgradeProfile },
                { path: 'library', lazy: pages.library },
                { path: 'drafts', lazy: pages.drafts },
                { path: 'journal', lazy: pages.journal },
                { path: helpPath, lazy: pages.help },
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage standalone /> },
      ],
    },
  ]);
}
