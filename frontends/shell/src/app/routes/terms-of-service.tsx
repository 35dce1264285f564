import { legalPage } from './legal/legal-document';
import termsOfService from './legal/terms-of-service.en.json';

const loadFrench = () => import(/* webpackChunkName: "terms-of-service-fr-CA" */ './legal/terms-of-service.fr-CA.json');

export const Component = legalPage({ namespace: 'termsOfService', text: termsOfService, loadFrench });
