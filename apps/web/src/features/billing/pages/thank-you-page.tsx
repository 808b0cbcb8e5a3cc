import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { platformName } from '#shared/lib/seller-platform.ts';
import { buttonClasses } from '#shared/ui/button.tsx';
import { OutcomePanel } from '../components/outcome-panel.tsx';

export default function ThankYouPage() {
  const { t } = useTranslation('billing');
  const platform = platformName(useParams().platform);

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
