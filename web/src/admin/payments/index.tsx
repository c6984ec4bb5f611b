import { useRoutes } from 'react-router';
import { NotFoundScreen } from '../shell/NotFoundScreen';
import { PaymentsPage } from './PaymentsPage';

/** /admin/payments/*. */
export function PaymentsRoutes() {
  return useRoutes([
    { index: true, element: <PaymentsPage /> },
    { path: '*', element: <NotFoundScreen /> },
  ]);
}
