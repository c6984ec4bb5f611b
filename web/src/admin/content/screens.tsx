import type { ComponentType } from 'react';
import type { KindName } from './content-kind';
import { ContentForm } from './ContentForm';
import { ContentList } from './ContentList';
import { NEWS } from './news-kind';
import { PAGES } from './pages-kind';

export type ContentMode = 'list' | 'create' | 'relation' | 'update';

/** One screen of a content kind (the chunk that ./routes.tsx loads when it is opened). */
export function contentScreen(name: KindName, mode: ContentMode): ComponentType {
  if (name === 'pages') {
    if (mode === 'list') return () => <ContentList kind={PAGES} />;
    return () => <ContentForm kind={PAGES} mode={mode} />;
  }
  if (mode === 'list') return () => <ContentList kind={NEWS} />;
  return () => <ContentForm kind={NEWS} mode={mode} />;
}
