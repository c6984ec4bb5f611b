import type { RouteObject } from 'react-router';
import { Screen } from '../shell/Screen';
import { NewsForm } from './NewsForm';
import { NewsList } from './NewsList';
import { PageForm } from './PageForm';
import { PagesList } from './PagesList';

/** Content pages and news in the console (spec §2), relative to /admin. */
export const contentRoutes: RouteObject[] = [
  {
    path: 'pages',
    element: (
      <Screen>
        <PagesList />
      </Screen>
    ),
  },
  {
    path: 'pages/create',
    element: (
      <Screen>
        <PageForm mode="create" />
      </Screen>
    ),
  },
  {
    path: 'pages/create/relation/:id',
    element: (
      <Screen>
        <PageForm mode="relation" />
      </Screen>
    ),
  },
  {
    path: 'pages/update/:id',
    element: (
      <Screen>
        <PageForm mode="update" />
      </Screen>
    ),
  },
  {
    path: 'news',
    element: (
      <Screen>
        <NewsList />
      </Screen>
    ),
  },
  {
    path: 'news/create',
    element: (
      <Screen>
        <NewsForm mode="create" />
      </Screen>
    ),
  },
  {
    path: 'news/create/relation/:id',
    element: (
      <Screen>
        <NewsForm mode="relation" />
      </Screen>
    ),
  },
  {
    path: 'news/update/:id',
    element: (
      <Screen>
        <NewsForm mode="update" />
      </Screen>
    ),
  },
];
