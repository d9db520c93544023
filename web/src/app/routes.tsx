import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { FullPageLoader } from '../components/full-page-loader';
import { LazyPart } from '../components/lazy-part';
import { NotFoundPage } from '../components/not-found-page';
import { PlaceholderPage } from '../components/placeholder-page';
import LandingPage from '../features/landing/components/landing-page';
import { TWO_STEP_SETUP_PATH } from '../../../shared/domain/staff-mfa';

// Everything but the landing page loads on demand: Amplify, the store and the icons stay out of /home.
const RuntimeLayout = lazy(() => import('./runtime'));
const RequireAuth = lazy(() => import('./guards').then((module) => ({ default: module.RequireAuth })));
const RequireStaff = lazy(() => import('./guards').then((module) => ({ default: module.RequireStaff })));
const DashboardShell = lazy(() => import('./dashboard-shell'));
const AdminShell = lazy(() => import('./admin-shell'));
const OAuthCallback = lazy(() => import('./oauth-callback'));
const TermsPage = lazy(() => import('../features/legal/components/terms-page'));
const PrivacyPolicyPage = lazy(() => import('../features/legal/components/privacy-page'));
const LoginPage = lazy(() => import('../features/auth/components/login-page'));
const RegisterPage = lazy(() => import('../features/auth/components/register-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password-page'));
const AdminLoginPage = lazy(() => import('../features/auth/components/admin-login-page'));
const MyAccountPage = lazy(() => import('./pages/my-account-page'));
const TwoStepSetupPage = lazy(() => import('../features/account/components/two-step-setup-page'));
const PlansPage = lazy(() => import('../features/subscriptions/components/plans-page'));
const UserManagementPage = lazy(() => import('./pages/user-management-page'));
const ManageRolePage = lazy(() => import('../features/team/components/manage-role-page'));
const ApiKeysPage = lazy(() => import('../features/api-keys/components/api-keys-page'));
const WeatherForecastPage = lazy(() => import('../features/weather/components/weather-forecast-page'));
const WeatherHistoryPage = lazy(() => import('../features/weather/components/weather-history-page'));
const DashboardPage = lazy(() => import('./dashboard-route'));
const ConfigureTaskPage = lazy(() => import('../features/activities/components/configure-page'));
const AllActivitiesPage = lazy(() => import('../features/activities/components/all-activities-page'));
const TaskDetailsPage = lazy(() => import('../features/activities/components/task-details-page'));
const MyTasksPage = lazy(() => import('../features/activities/components/my-tasks-page'));
const CropConfigPage = lazy(() => import('../features/crop-plan/components/crop-config-page'));
const SatelliteViewPage = lazy(() => import('../features/monitoring/components/satellite-view-page'));
const SplitViewPage = lazy(() => import('../features/monitoring/components/split-view-page'));
const FarmSummaryPage = lazy(() => import('./pages/farm-summary-page'));
const FieldInfoPage = lazy(() => import('./pages/field-info-page'));
const AlertsPage = lazy(() => import('../features/alerts/components/alerts-page'));
const SelectedFieldsPage = lazy(() => import('./pages/selected-fields-page'));
const LeaderboardPage = lazy(() => import('../features/farm-summary/components/leaderboard-page'));
const ShareLinksPage = lazy(() => import('../features/sharing/components/share-links-page'));
// The page a share link opens: no account, no runtime (sign-in, store) and no menu, its own small chunk.
const SharedPage = lazy(() => import('../features/sharing/components/shared-page'));

/** Signed-in pages whose content belongs to later work: title only for now (spec 1 §2, spec 2 §2, spec 3 §2). */
export const USER_PLACEHOLDER_ROUTES: readonly { path: string; title: string }[] = [
];

/** The administrator console's screens (spec 3 §2), lazy-loaded inside the admin shell. */
const ADMIN_PAGES = {
  dashboard: lazy(() => import('../features/admin/components/admin-dashboard-page')),
  configuration: lazy(() => import('../features/admin/components/configuration-page')),
  users: lazy(() => import('../features/admin/components/manage-users-page')),
  user: lazy(() => import('../features/admin/components/user-detail-page')),
  payments: lazy(() => import('../features/admin/components/all-payments-page')),
  subscriptions: lazy(() => import('../features/admin/components/account-subscription-page')),
  teams: lazy(() => import('../features/admin/components/all-teams-page')),
  tracking: lazy(() => import('../features/admin/components/tracking-page')),
  audit: lazy(() => import('../features/admin/components/audit-page')),
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
              <Route path="/dashboard" element={<DashboardPage />} />
              <Route path="/dashboard/my-account" element={<MyAccountPage />} />
              <Route path="/subscription/plans" element={<PlansPage />} />
              <Route path="/dashboard/manage-user" element={<UserManagementPage />} />
              <Route path="/dashboard/manage-roles" element={<ManageRolePage />} />
              <Route path="/dashboard/api-keys" element={<ApiKeysPage />} />
              <Route path="/dashboard/weather/forecast/*" element={<WeatherForecastPage />} />
              <Route path="/dashboard/weather/history/*" element={<WeatherHistoryPage />} />
              <Route path="/dashboard/farmactivity/configure" element={<ConfigureTaskPage />} />
              <Route path="/dashboard/farmactivity/all-activities" element={<AllActivitiesPage />} />
              <Route path="/dashboard/farmactivity/all-activities/:id" element={<TaskDetailsPage />} />
              <Route path="/dashboard/farmactivity/my-tasks" element={<MyTasksPage />} />
              <Route path="/dashboard/crop-plan/config/farm/:fieldId?" element={<CropConfigPage />} />
              <Route path="/dashboard/crop-plan/*" element={<CropConfigPage />} />
              <Route path="/dashboard/farmsummary" element={<FarmSummaryPage />} />
              <Route path="/dashboard/farmsummary/info/:fieldId" element={<FieldInfoPage />} />
              <Route path="/dashboard/farmsummary/fields/:ids" element={<SelectedFieldsPage />} />
              <Route path="/dashboard/farmsummary/leaderboard" element={<LeaderboardPage />} />
              <Route path="/dashboard/satellite-view" element={<SatelliteViewPage />} />
              <Route path="/dashboard/split-view" element={<SplitViewPage />} />
              <Route path="/dashboard/alerts" element={<AlertsPage />} />
              <Route path="/dashboard/share-links" element={<ShareLinksPage />} />
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
