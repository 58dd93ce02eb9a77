import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets "<page> | Terranest" as the document title while the page is shown. */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation('common');
  const product = t('product.name');
  useEffect(() => {
    document.title = title ? `${title} | ${product}` : product;
  }, [title, product]);
}
