import { Card } from 'antd';
import { THESIS_LIMITS, contract } from '@conf/common';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { useT } from '../../app/intl';
import { showSuccess } from '../../app/toast';
import { panelApi } from '../panel-api';
import { FileUploadForm } from '../shared/FileUploadForm';
import { megabytes } from '../shared/format';
import { zipProblem } from './zip-check';

/** The new .zip of a rejected abstract (spec §5: .zip with .tex and .pdf, at most 50 MB). */
export function ResubmitForm({ thesisId }: { thesisId: number }) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <Card
      id="resubmit"
      title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('panel.view.resubmit')}</h2>}
    >
      <FileUploadForm
        label={t('panel.thesis.file')}
        hint={t('panel.thesis.fileHint', { size: megabytes(THESIS_LIMITS.zipMaxBytes) })}
        accept=".zip,application/zip"
        part="file"
        check={zipProblem}
        tooLarge="validation.zipSize"
        submit={t('panel.view.resubmitButton')}
        send={(start, body) => start(contract.theses.resubmit, { params: { id: thesisId }, body })}
        onSent={(thesis) => {
          void dispatch(panelApi.util.upsertQueryData('getMyThesis', thesisId, thesis));
          dispatch(api.util.invalidateTags(['Thesis']));
          showSuccess(t('panel.view.resubmitted'));
        }}
      />
    </Card>
  );
}
