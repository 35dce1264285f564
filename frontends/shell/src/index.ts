// Module Federation shares React, the router, Redux and i18next with the admin console: the shared copies
// are negotiated asynchronously, so the application starts behind this dynamic import.
void import('./bootstrap');
