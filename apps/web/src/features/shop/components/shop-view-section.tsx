import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '#shared/ui/button.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import { signInThenBackTo } from '../lib/shop-paths.ts';

/**
 * A view of the shop beside the catalogue (checkout, my orders): its heading with the way back to the shop. A visitor
 * sees `signIn` instead of `children`: why to sign in, and a button that brings them back here once signed in.
 */
export function ShopViewSection({
  id,
  title,
  signIn,
  children,
}: {
  id: string;
  title: string;
  signIn: { title: string; body: string; button: string; returnTo: string } | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation('shop');
  const back = (
    <Link to="/shop" className={buttonClasses('secondary')}>
      {t('back_to_shop')}
    </Link>
  );
  if (signIn) {
    return (
      <HeadedSection id={id} title={signIn.title} intro={signIn.body}>
        <div className="flex flex-wrap gap-2">
          <Link to={signInThenBackTo(signIn.returnTo)} className={buttonClasses('primary')}>
            {signIn.button}
          </Link>
          {back}
        </div>
      </HeadedSection>
    );
  }
  return (
    <HeadedSection id={id} title={title} actions={back}>
      {children}
    </HeadedSection>
  );
}
