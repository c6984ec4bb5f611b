import { useT } from '../app/intl';

/** Baku city centre; the venue page's text gives the exact address and directions. */
const OSM_LINK = 'https://www.openstreetmap.org/?mlat=40.3777&mlon=49.8920#map=13/40.3777/49.8920';

/** The map under the venue page's text: a light image that links to an interactive map. */
export function VenueMap() {
  const t = useT();
  return (
    <figure className="venue-map">
      <a href={OSM_LINK} target="_blank" rel="noopener noreferrer">
        <img
          src="/venue-map.svg"
          alt={t('site.venue.mapAlt')}
          width={960}
          height={480}
          loading="lazy"
        />
      </a>
      <figcaption>
        <a href={OSM_LINK} target="_blank" rel="noopener noreferrer">
          {t('site.venue.openMap')}
        </a>
      </figcaption>
    </figure>
  );
}
