import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '#shared/ui/button.tsx';
import { OutcomePanel } from '../components/outcome-panel.tsx';

const MAX_PLATFORM_LENGTH = 40;

/**
 * Turns the URL segment into a readable name ('tiktok-shop' -> 'Tiktok Shop'). The segment comes from a link
 * anyone can write, so it is only ever shown as text and cut short; an empty one yields null.
 */
function formatPlatformName(segment: string | undefined): string | null {
  const words = (segment ?? '').replace(/[-_\s]+/g, ' ').trim();
  if (!words) return null;
  const capitalised = words
    .split(' ')
    .map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1))
    .join(' ');
  return capitalised.length > MAX_PLATFORM_LENGTH
    ? `${capitalised.slice(0, MAX_PLATFORM_LENGTH).trimEnd()}…`
    : capitalised;
}

export default function ThankYouPage() {
  const { t } = useTranslation('billing');
  const platform = formatPlatformName(useParams().platform);

  return (
    <OutcomePanel
      icon={ShoppingBag}
      tone="success"
      title={platform ? t('thank_you.title', { platform }) : t('thank_you.title_generic')}
      lead={<p>{platform ? t('thank_you.body', { platform }) : t('thank_you.body_generic')}</p>}
      actions={
        <Link to="/" className={buttonClasses('primary')}>
          {t('back_home')}
        </Link>
      }
    >
      <p>{t('thank_you.happy_travels')}</p>
    </OutcomePanel>
  );
}
