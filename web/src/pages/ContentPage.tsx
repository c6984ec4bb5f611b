import { useParams } from 'react-router';
import type { PageDto } from '@conf/common';
import { usePage } from './content-queries';
import { ErrorState, Loading } from './states';
import { VenueMap } from './VenueMap';
import { ZoomAccess } from './ZoomAccess';

/** The academic programme offers Zoom access (spec §2), whatever its slug in each language. */
function isAcademicProgram(page: PageDto): boolean {
  return (
    page.slug === 'academic_program' || page.translations.some((t) => t.slug === 'academic_program')
  );
}

function PageBody({ slug, venue = false }: { slug: string; venue?: boolean }) {
  const { data: page, isError, refetch } = usePage(slug);
  if (!page) {
    return (
      <main id="main" className="page">
        {isError ? <ErrorState onRetry={() => void refetch()} /> : <Loading />}
      </main>
    );
  }
  return (
    <main id="main" className="page">
      <article>
        <h1>{page.title}</h1>
        {page.description && <p className="page__lead">{page.description}</p>}
        {/* The API sanitises page HTML when it is saved; it is shown as the organisers wrote it. */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.body }} />
      </article>
      {venue && <VenueMap />}
      {isAcademicProgram(page) && <ZoomAccess />}
    </main>
  );
}

/** /pages/{slug}: a content page by its slug in the current language. */
export function ContentPage() {
  const { slug = '' } = useParams();
  return <PageBody key={slug} slug={slug} />;
}

/** Fixed routes (/venue, /contact...) showing the content page of that slug. */
export function FixedContentPage({ slug }: { slug: string }) {
  return <PageBody slug={slug} venue={slug === 'venue'} />;
}
