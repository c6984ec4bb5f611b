import { useState } from 'react';
import { useT } from '../app/intl';
import { useLocale } from '../app/LocalLink';
import { GALLERIES } from './gallery-data';
import { Lightbox } from './Lightbox';

/** /gallery-2024 and /gallery-2025: a photo grid; each thumbnail opens the lightbox. */
export function GalleryPage({ year }: { year: 2024 | 2025 }) {
  const t = useT();
  const locale = useLocale();
  const photos = GALLERIES[year];
  const [index, setIndex] = useState<number | null>(null);
  const caption = (i: number) => photos[i]?.caption[locale] ?? '';
  return (
    <main id="main" className="page">
      <h1>{t(year === 2024 ? 'site.nav.gallery2024' : 'site.nav.gallery2025')}</h1>
      <p className="page__lead">{t('site.gallery.intro', { year })}</p>
      <ul className="gallery">
        {photos.map((photo, i) => (
          <li key={photo.src}>
            <figure className="gallery__item">
              {/* A real link, so the photo opens even before (or without) JavaScript. */}
              <a
                href={photo.src}
                onClick={(e) => {
                  e.preventDefault();
                  setIndex(i);
                }}
              >
                <img
                  src={photo.src}
                  alt={caption(i)}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                />
              </a>
              {/* The image carries no words: its caption, shown under it, is its alt text too
                  (hidden here from screen readers, which read the alt text in the link). */}
              <figcaption aria-hidden="true">{caption(i)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <Lightbox photos={photos} index={index} caption={caption} onChange={setIndex} />
    </main>
  );
}
