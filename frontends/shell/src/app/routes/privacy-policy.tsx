import { legalPage } from './legal/legal-document';
import privacyPolicy from './legal/privacy-policy.en.json';

const loadFrench = () => import(/* webpackChunkName: "privacy-policy-fr-CA" */ './legal/privacy-policy.fr-CA.json');

export const Component = legalPage({ namespace: 'privacyPolicy', text: privacyPolicy, loadFrench });
