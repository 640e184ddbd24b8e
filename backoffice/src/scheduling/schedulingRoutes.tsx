import { Route } from 'react-router-dom';
import { lazyScreen } from '../lazyScreen.ts';
import { BOOK_TUTORING_ROUTE } from './bookTutoringPath.ts';

const BookTutoringPage = lazyScreen(() => import('./BookTutoringPage.tsx'), 'BookTutoringPage');

/** The scheduling screens that are not a resource's pages (inside the back-office layout). */
export const schedulingRoutes = [
  <Route key="book-tutoring" path={BOOK_TUTORING_ROUTE} element={<BookTutoringPage />} />,
];
