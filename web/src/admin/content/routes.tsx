import type { RouteObject } from 'react-router';
import type { z } from 'zod';
import { Screen } from '../shell/Screen';
import type { ContentDto, ContentKind, ContentValues } from './content-kind';
import { ContentForm } from './ContentForm';
import { ContentList } from './ContentList';
import { NEWS } from './news-kind';
import { PAGES } from './pages-kind';

/** A kind's screens: its list, a new item, a new translation of an item, and an item's edit. */
function kindRoutes<
  Dto extends ContentDto,
  V extends ContentValues,
  C extends z.ZodType,
  U extends z.ZodType,
>(kind: ContentKind<Dto, V, C, U>): RouteObject[] {
  const screens = [
    ['', <ContentList kind={kind} />],
    ['/create', <ContentForm kind={kind} mode="create" />],
    ['/create/relation/:id', <ContentForm kind={kind} mode="relation" />],
    ['/update/:id', <ContentForm kind={kind} mode="update" />],
  ] as const;
  return screens.map(([path, screen]) => ({
    path: `${kind.name}${path}`,
    element: <Screen>{screen}</Screen>,
  }));
}

/** Content pages and news in the console (spec §2), relative to /admin. */
export const contentRoutes: RouteObject[] = [...kindRoutes(PAGES), ...kindRoutes(NEWS)];
