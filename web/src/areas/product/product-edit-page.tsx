import { ComingSoonPage } from '../../app/coming-soon-page';

/** Placeholder until the page is built. */
export function ProductEditPage() {
  return <ComingSoonPage />;
}
