import { useRoutes } from 'react-router';
import { NotFoundScreen } from '../shell/NotFoundScreen';
import { ParticipantsPage } from './ParticipantsPage';

/** /admin/participants/*. */
export function ParticipantsRoutes() {
  return useRoutes([
    { index: true, element: <ParticipantsPage /> },
    { path: '*', element: <NotFoundScreen /> },
  ]);
}
