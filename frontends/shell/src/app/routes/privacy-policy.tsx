import { LegalDocument } from './legal/legal-document';

export function Component() {
  return <LegalDocument namespace="privacyPolicy" />;
}
