/**
 * The admin area's chunk: everything routes.tsx loads lazily for /admin-login and /admin/*.
 * Nothing outside pages/admin imports these, so the public site's bundle carries none of it.
 */
export { AdminRoot } from './admin-root';
export { AdminLoginPage } from './admin-login-page';
export { AcceptInvitationPage } from './accept-invitation-page';
export { AdminLayout } from './admin-layout';
export { FoundersAdminPage } from './founders-admin-page';
export { TeamAdminPage } from './team-admin-page';
export { ServicesAdminPage } from './services-admin-page';
export { ProjectsAdminPage } from './projects-admin-page';
export { ProductsAdminPage } from './products-admin-page';
export { ProductAddPage } from './product-add-page';
export { ProductDetailsPage } from './product-details-page';
export { ProductEditPage } from './product-edit-page';
export { BlogAdminPage } from './blog-admin-page';
export { AdminPreviewGate, BlogPostPreviewPage } from './blog-post-preview-page';
export { ContactsAdminPage } from './contacts-admin-page';
export { PartnersAdminPage } from './partners-admin-page';
export { SettingsAdminPage } from './settings-admin-page';
export { RedirectsAdminPage } from './redirects-admin-page';
export { TrashAdminPage } from './trash-admin-page';
export { AccountsAdminPage } from './accounts-admin-page';
export { ApiTokensAdminPage } from './api-tokens-admin-page';
export { WebhooksAdminPage } from './webhooks-admin-page';
export { ActivityPage } from './activity-page';
export { SecurityPage } from './security-page';
export { DashboardPage } from './dashboard-page';
