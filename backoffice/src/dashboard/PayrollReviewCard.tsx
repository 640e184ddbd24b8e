import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { DashboardCard } from './DashboardCard.tsx';

/** Payroll items held for review (spec: "hold (needs review)") and not paid yet. */
export const PAYROLL_TO_REVIEW_FILTER = { hold: true, paid: false };

/** Payroll items to review, for those who run payroll (admins, HR, instruction managers). */
export function PayrollReviewCard() {
  return (
    <DashboardCard
      title="Payroll items to review"
      icon={<RequestQuoteIcon />}
      resource="payroll_items"
      filter={PAYROLL_TO_REVIEW_FILTER}
      caption={(count) => (count === 1 ? 'item needs review' : 'items need review')}
      emptyText="No payroll item is waiting for review."
      arrivesWith="payroll"
    />
  );
}
