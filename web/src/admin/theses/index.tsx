import { useRoutes } from 'react-router';
import { NotFoundScreen } from '../shell/NotFoundScreen';
import { ThesesListPage } from './ThesesListPage';
import { ThesisReviewPage } from './ThesisReviewPage';

/** /admin/theses/*: the list and the review of one abstract. */
export function ThesesRoutes() {
  return useRoutes([
    { index: true, element: <ThesesListPage /> },
    { path: 'view/:id', element: <ThesisReviewPage /> },
    { path: '*', element: <NotFoundScreen /> },
  ]);
}
