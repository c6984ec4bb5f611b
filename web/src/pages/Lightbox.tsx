import { useEffect, useRef } from 'react';
import { useT } from '../app/intl';
import type { GalleryPhoto } from './gallery-data';

interface Props {
  photos: GalleryPhoto[];
  index: number | null;
  caption: (index: number) => string;
  onChange: (index: number | null) => void;
}

/**
 * A modal photo viewer on the native <dialog>: it traps focus, closes on Escape and returns
 * focus to the thumbnail by itself. Arrow keys move between photos.
 */
export function Lightbox({ photos, index, caption, onChange }: Props) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const open = index !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  if (index === null)
    return <dialog ref={ref} className="lightbox" onClose={() => onChange(null)} />;
  const photo = photos[index];
  const go = (delta: number) => onChange((index + delta + photos.length) % photos.length);

  return (
    // A modal dialog holds the focus: its arrow keys and backdrop click are the gallery's own.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className="lightbox"
      aria-label={caption(index)}
      onClose={() => onChange(null)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(1);
        if (e.key === 'ArrowLeft') go(-1);
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog itself, not its content) closes it.
        if (e.target === e.currentTarget) onChange(null);
      }}
    >
      {photo && (
        <figure className="lightbox__figure">
          <img src={photo.src} alt={caption(index)} width={photo.width} height={photo.height} />
          <figcaption>
            {caption(index)} ·{' '}
            {t('site.gallery.position', { current: index + 1, total: photos.length })}
          </figcaption>
        </figure>
      )}
      <button
        type="button"
        className="lightbox__prev"
        onClick={() => go(-1)}
        aria-label={t('site.gallery.previous')}
      >
        ‹
      </button>
      <button
        type="button"
        className="lightbox__next"
        onClick={() => go(1)}
        aria-label={t('site.gallery.next')}
      >
        ›
      </button>
      <button
        type="button"
        className="lightbox__close"
        onClick={() => onChange(null)}
        aria-label={t('site.close')}
      >
        ×
      </button>
    </dialog>
  );
}
