import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import {
  CERTIFICATE_VERIFY_PATH,
  LETTER_VERIFY_PATH,
  type CertificateVerificationDto,
  type LetterVerificationDto,
} from '@conf/common';
import { formatDate } from '../../app/dates';
import { errorStatus } from '../../app/error-message';
import { useT } from '../../app/intl';
import { useLocale, useLocalePath } from '../../app/LocalLink';
import { EmptyState, ErrorState, Loading } from '../states';
import { ProgrammeCatalogue } from './ProgrammeCatalogue';
import { useSiteRead } from '../../app/site-context';
import { certificateQuery, letterQuery } from './programme-queries';

type Kind = 'certificate' | 'letter';

function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="verify__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The check of `code`: its answer once it has come; before, the loading, not-found or failed state. */
function Result({ kind, code }: { kind: Kind; code: string }) {
  const locale = useLocale();
  // Hooks run on every render: the kind the page does not show asks nothing (skip).
  const certificate = useSiteRead(certificateQuery(locale, code), kind !== 'certificate');
  const letter = useSiteRead(letterQuery(locale, code), kind !== 'letter');
  const { isLoading, error, refetch } = kind === 'letter' ? letter : certificate;
  if (isLoading) return <Loading />;
  if (errorStatus(error) === 404) return <NotFound kind={kind} />;
  const answer =
    kind === 'letter'
      ? letter.data && <Letter data={letter.data} />
      : certificate.data && <Certificate data={certificate.data} />;
  return error || !answer ? <ErrorState onRetry={() => void refetch()} /> : answer;
}

function Certificate({ data }: { data: CertificateVerificationDto }) {
  const t = useT();
  const { startDate, endDate, city } = data.conference;
  return (
    <div className="card verify__result verify__result--valid" role="status">
      <p className="verify__verdict">{t('site.verify.valid')}</p>
      <Facts
        rows={[
          [t('site.verify.holder'), <strong key="h">{data.holderName}</strong>],
          [
            t('site.verify.kind'),
            t(
              data.kind === 'attendance'
                ? 'site.verify.kind.attendance'
                : 'site.verify.kind.presentation',
            ),
          ],
          ...(data.thesisTitle
            ? [[t('site.verify.talk'), data.thesisTitle] as [string, string]]
            : []),
          [t('site.verify.issuedOn'), formatDate(data.issuedAt, t)],
          [
            t('site.verify.conference'),
            `${t('site.titleShort')}, ${city}, ${formatDate(`${startDate}T12:00:00Z`, t)} – ${formatDate(`${endDate}T12:00:00Z`, t)}`,
          ],
          [t('site.verify.code'), <code key="c">{data.code}</code>],
        ]}
      />
    </div>
  );
}

function Letter({ data }: { data: LetterVerificationDto }) {
  const t = useT();
  return (
    <div
      className={`card verify__result verify__result--${data.valid ? 'valid' : 'invalid'}`}
      role="status"
    >
      <p className="verify__verdict">
        {t(data.valid ? 'site.verify.letterValid' : 'site.verify.letterInvalid')}
      </p>
      <Facts
        rows={[
          [t('site.verify.holder'), <strong key="h">{data.holder}</strong>],
          [t('site.verify.issuedOn'), formatDate(data.issuedAt, t)],
          [
            t('site.verify.stay'),
            `${formatDate(`${data.stayFrom}T12:00:00Z`, t)} – ${formatDate(`${data.stayTo}T12:00:00Z`, t)}`,
          ],
          [t('site.verify.reference'), <code key="c">{data.reference}</code>],
        ]}
      />
    </div>
  );
}

function NotFound({ kind }: { kind: Kind }) {
  const t = useT();
  return (
    <div role="alert">
      <EmptyState
        title={t(kind === 'letter' ? 'site.verify.letterNotFound' : 'site.verify.notFound')}
      >
        {t('site.verify.notFoundHint')}
      </EmptyState>
    </div>
  );
}

/** Checking another code: each code has its own address, which the form opens. */
function CodeForm({ kind, code }: { kind: Kind; code: string }) {
  const t = useT();
  const localize = useLocalePath();
  const base = kind === 'letter' ? LETTER_VERIFY_PATH : CERTIFICATE_VERIFY_PATH;
  return (
    <form
      className="verify__form"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('code');
        const next = typeof value === 'string' ? value.trim() : '';
        if (next) window.location.assign(localize(`${base}/${encodeURIComponent(next)}`));
      }}
    >
      <label>
        {t('site.verify.enter')}
        <input name="code" defaultValue={code} required maxLength={40} autoComplete="off" />
      </label>
      <button type="submit" className="button">
        {t('site.verify.submit')}
      </button>
    </form>
  );
}

/** /verify/{code} and /verify/letter/{reference}: what the document's QR code or text points to. */
export function VerifyPage({ kind }: { kind: Kind }) {
  return (
    <ProgrammeCatalogue>
      <VerifyScreen kind={kind} />
    </ProgrammeCatalogue>
  );
}

function VerifyScreen({ kind }: { kind: Kind }) {
  const t = useT();
  const { code = '' } = useParams();
  return (
    <main id="main" className="page verify">
      <h1>{t(kind === 'letter' ? 'site.verify.letterTitle' : 'site.verify.title')}</h1>
      <Result key={code} kind={kind} code={code} />
      <CodeForm kind={kind} code={code} />
    </main>
  );
}
