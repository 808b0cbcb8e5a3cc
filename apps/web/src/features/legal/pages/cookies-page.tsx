import { LegalDocument } from '../components/legal-document.tsx';

export default function CookiesPage() {
  return <LegalDocument name="cookies" />;
}
