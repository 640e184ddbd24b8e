import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import { REFUND_CATEGORIES, type RefundCategory } from '@tp/domain';

/**
 * GET /refund_requests/categories (spec §7), loaded once per form. Until it answers (or if it
 * fails) the form offers domain's list, which is what the server answers.
 */
export function useRefundCategories(): readonly RefundCategory[] {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [categories, setCategories] = useState<readonly RefundCategory[]>(REFUND_CATEGORIES);
  useEffect(() => {
    let isCurrent = true;
    dataProvider
      .action('refund_requests', 'categories')
      .then(({ data }) => {
        if (isCurrent) setCategories(data.categories);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [dataProvider]);
  return categories;
}
