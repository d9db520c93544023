import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { FullPageLoader } from '../components/full-page-loader';
import { LazyPart } from '../components/lazy-part';
import { NotFoundPage } from '../components/not-found-page';
import { PlaceholderPage } from '../components/placeholder-page';
import LandingPage from '../features/landing/components/landing-page';
import { TWO_STEP_SETUP_PATH } from '../../../shared/domain/staff-mfa';
import { lazyComponent, type LazyComponent } from '../lib/lazy-component';

// Everything but the landing page loads on demand: Amplify, the store and the icons stay out of /home.
const RuntimeLayout = lazyComponent(() => import('./runtime'));
const RequireAuth = lazyComponent(() => import('./guards').then((module) => ({ default: module.RequireAuth })));
const RequireStaff = lazyComponent(() => import('./guards').then((module) => ({ default: module.RequireStaff })));
const DashboardShell = lazyComponent(() => import('./dashboard-shell'));
const AdminShell = lazyComponent(() => import('./admin-shell'));
const OAuthCallback = lazyComponent(() => import('./oauth-callback'));
const TermsPage = lazyComponent(() => import('../features/legal/components/terms-page'));
const PrivacyPolicyPage = lazyComponent(() => import('../features/legal/components/privacy-page'));
const LoginPage = lazyComponent(() => import('../features/auth/components/login-page'));
const RegisterPage = lazyComponent(() => import('../features/auth/components/register-page'));
const ForgotPasswordPage = lazyComponent(() => import('../features/auth/components/forgot-password-page'));
const ResetPasswordPage = lazyComponent(() => import('../features/auth/components/reset-password-page'));
const AdminLoginPage = lazyComponent(() => import('../features/auth/components/admin-login-page'));
const MyAccountPage = lazyComponent(() => import('./pages/my-account-page'));
const TwoStepSetupPage = lazyComponent(() => import('../features/account/components/two-step-setup-page'));
const PlansPage = lazyComponent(() => import('../features/subscriptions/components/plans-page'));
const UserManagementPage = lazyComponent(() => import('./pages/user-management-page'));
const ManageRolePage = lazyComponent(() => import('../features/team/components/manage-role-page'));
const ApiKeysPage = lazyComponent(() => import('../features/api-keys/components/api-keys-page'));
const WeatherForecastPage = lazyComponent(() => import('../features/weather/components/weather-forecast-page'));
const WeatherHistoryPage = lazyComponent(() => import('../features/weather/components/weather-history-page'));
const DashboardPage = lazyComponent(() => import('./dashboard-route'));
const ConfigureTaskPage = lazyComponent(() => import('../features/activities/components/configure-page'));
const AllActivitiesPage = lazyComponent(() => import('../features/activities/components/all-activities-page'));
const TaskDetailsPage = lazyComponent(() => import('../features/activities/components/task-details-page'));
const MyTasksPage = lazyComponent(() => import('../features/activities/components/my-tasks-page'));
const CropConfigPage = lazyComponent(() => import('../features/crop-plan/components/crop-config-page'));
const SatelliteViewPage = lazyComponent(() => import('../features/monitoring/components/satellite-view-page'));
const SplitViewPage = lazyComponent(() => import('../features/monitoring/components/split-view-page'));
const FarmSummaryPage = lazyComponent(() => import('./pages/farm-summary-page'));
const FieldInfoPage = lazyComponent(() => import('./pages/field-info-page'));
const AlertsPage = lazyComponent(() => import('../features/alerts/components/alerts-page'));
const SelectedFieldsPage = lazyComponent(() => import('./pages/selected-fields-page'));
const LeaderboardPage = lazyComponent(() => import('../features/farm-summary/components/leaderboard-page'));
const ShareLinksPage = lazyComponent(() => import('../features/sharing/components/share-links-page'));
// The page a share link opens: no account, no runtime (sign-in, store) and no menu, its own small chunk.
const SharedPage = lazyComponent(() => import('../features/sharing/components/shared-page'));

/** The team member's screens, inside the dashboard shell. */
const MEMBER_ROUTES: readonly { path: string; page: LazyComponent<object> }[] = [
  { path: '/dashboard', page: DashboardPage },
  { path: '/dashboard/my-account', page: MyAccountPage },
  { path: '/subscription/plans', page: PlansPage },
  { path: '/dashboard/manage-user', page: UserManagementPage },
  { path: '/dashboard/manage-roles', page: ManageRolePage },
  { path: '/dashboard/api-keys', page: ApiKeysPage },
  { path: '/dashboard/weather/forecast/*', page: WeatherForecastPage },
  { path: '/dashboard/weather/history/*', page: WeatherHistoryPage },
  { path: '/dashboard/farmactivity/configure', page: ConfigureTaskPage },
  { path: '/dashboard/farmactivity/all-activities', page: AllActivitiesPage },
  { path: '/dashboard/farmactivity/all-activities/:id', page: TaskDetailsPage },
  { path: '/dashboard/farmactivity/my-tasks', page: MyTasksPage },
  { path: '/dashboard/crop-plan/config/farm/:fieldId?', page: CropConfigPage },
  { path: '/dashboard/crop-plan/*', page: CropConfigPage },
  { path: '/dashboard/farmsummary', page: FarmSummaryPage },
  { path: '/dashboard/farmsummary/info/:fieldId', page: FieldInfoPage },
  { path: '/dashboard/farmsummary/fields/:ids', page: SelectedFieldsPage },
  { path: '/dashboard/farmsummary/leaderboard', page: LeaderboardPage },
  { path: '/dashboard/satellite-view', page: SatelliteViewPage },
  { path: '/dashboard/split-view', page: SplitViewPage },
  { path: '/dashboard/alerts', page: AlertsPage },
  { path: '/dashboard/share-links', page: ShareLinksPage },
];

/**
 * Loads the code of the member's screen at `pathname` and of everything around it (the runtime, the session guard,
 * the shell) at once, not each after the one outside it has drawn; false when `pathname` is no member's screen.
 * For a start with the app's code kept in the phone (a service worker answers for it): over a slow network the
 * scripts would crowd out the first visit's reads.
 */
export function preloadMemberScreen(pathname: string): boolean {
  const page = MEMBER_ROUTES.find(({ path }) => matchPath(path, pathname))?.page;
  if (!page) return false;
  // A part that fails to load here fails again, and says so, where it renders.
  for (const part of [RuntimeLayout, RequireAuth, DashboardShell, page]) part.preload().catch(() => undefined);
  return true;
}

/** Signed-in pages whose content belongs to later work: title only for now (spec 1 §2, spec 2 §2, spec 3 §2). */
export const USER_PLACEHOLDER_ROUTES: readonly { path: string; title: string }[] = [
];

/** The administrator console's screens (spec 3 §2), lazy-loaded inside the admin shell. */
const ADMIN_PAGES = {
  dashboard: lazyComponent(() => import('../features/admin/components/admin-dashboard-page')),
  configuration: lazyComponent(() => import('../features/admin/components/configuration-page')),
  users: lazyComponent(() => import('../features/admin/components/manage-users-page')),
  user: lazyComponent(() => import('../features/admin/components/user-detail-page')),
  payments: lazyComponent(() => import('../features/admin/components/all-payments-page')),
  subscriptions: lazyComponent(() => import('../features/admin/components/account-subscription-page')),
  teams: lazyComponent(() => import('../features/admin/components/all-teams-page')),
  tracking: lazyComponent(() => import('../features/admin/components/tracking-page')),
  audit: lazyComponent(() => import('../features/admin/components/audit-page')),
};
export const ADMIN_ROUTES: readonly { path: string; page: keyof typeof ADMIN_PAGES }[] = [
  { path: '/admin/dashboard', page: 'dashboard' },
  { path: '/admin/configuration', page: 'configuration' },
  { path: '/admin/manage-users', page: 'users' },
  { path: '/admin/manage-users/:id', page: 'user' },
  { path: '/admin/all-payments', page: 'payments' },
  { path: '/admin/account-subscription', page: 'subscriptions' },
  { path: '/admin/all-teams', page: 'teams' },
  { path: '/admin/tracking', page: 'tracking' },
  { path: '/admin/audit', page: 'audit' },
];

/** '/' goes to /home, except for the Google sign-in return, which lands on '/?code=...' (Amplify's redirectSignIn). */
function RootRoute() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  if (params.has('code') || params.has('error')) return <OAuthCallback />;
  return <Navigate to="/home" replace />;
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <LazyPart fallback={<FullPageLoader />} place={pathname}>
      <Routes>
        <Route path="/" element={<RootRoute />} />
        <Route path="/home" element={<LandingPage />} />
        <Route path="/termandcondition" element={<TermsPage />} />
        <Route path="/privacypolicy" element={<PrivacyPolicyPage />} />
        <Route path="/share/:token" element={<SharedPage />} />
        <Route element={<RuntimeLayout />}>
          <Route path="/auth/login" element={<LoginPage />} />
          <Route path="/auth/register" element={<RegisterPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          {/* Beside the other sign-in pages' /auth/ paths: the Page Not Found there failed colour contrast too. */}
          <Route path="/auth/forgot-password" element={<Navigate to="/forgot-password" replace />} />
          <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
          <Route path="/admin/login" element={<AdminLoginPage />} />
          <Route element={<RequireAuth />}>
            {/* Outside both shells: staff (no team needed) and members reach it alike. */}
            <Route path={TWO_STEP_SETUP_PATH} element={<TwoStepSetupPage />} />
            <Route element={<DashboardShell />}>
              {MEMBER_ROUTES.map(({ path, page: Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              {USER_PLACEHOLDER_ROUTES.map(({ path, title }) => (
                <Route key={path} path={path} element={<PlaceholderPage key={path} title={title} />} />
              ))}
            </Route>
          </Route>
          <Route element={<RequireStaff />}>
            <Route element={<AdminShell />}>
              {ADMIN_ROUTES.map(({ path, page }) => {
                const Page = ADMIN_PAGES[page];
                return <Route key={path} path={path} element={<Page />} />;
              })}
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </LazyPart>
  );
}
