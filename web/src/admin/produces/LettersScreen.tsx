import { useState } from 'react';
import { Button, Descriptions, Modal, Space } from 'antd';
import { CheckOutlined, CloseOutlined, EyeOutlined } from '@ant-design/icons';
import {
  contract,
  LETTER_STATUSES,
  letterDecisionSchema,
  requestFor,
  type AdminLetterDto,
} from '@conf/common';
import { DownloadLink } from '../shell/DownloadLink';
import { useT } from '../../app/intl';
import { useSchemaForm } from '../../app/schema-form';
import { runAction } from '../shell/run-action';
import { TextAreaField } from '../../panel/shared/TextAreaField';
import { FormModal } from '../shell/FormModal';
import { LetterStatusTag } from '../../panel/shared/StatusTags';
import { actionsColumn, choiceFilter, dateColumn, useAdminList } from '../shell/admin-list';
import { personColumn } from '../shell/PersonCell';
import { useDecideLetterMutation } from './produces-api';

/** Refusing needs a reason (the schema says so; the API's message lands under the field). */
function RefuseDialog({ letter, onClose }: { letter: AdminLetterDto; onClose: () => void }) {
  const t = useT();
  const form = useSchemaForm(letterDecisionSchema, { status: 'refused' as const, reason: '' });
  const [decide, deciding] = useDecideLetterMutation();
  return (
    <FormModal
      title={t('adminLetters.refuseTitle', { name: letter.userName })}
      okText={t('adminLetters.refuse')}
      danger
      busy={deciding.isLoading}
      submit={() => form.submit((body) => decide({ id: letter.id, body }).unwrap())}
      saved={t('adminLetters.refused')}
      onClose={onClose}
    >
      <TextAreaField form={form} field="reason" label={t('adminLetters.reason')} required />
    </FormModal>
  );
}

/** The passport data of a request: organisers see it here, never in an export or a log. */
function PassportDetails({ letter }: { letter: AdminLetterDto }) {
  const t = useT();
  if (letter.passportPurged) return <em>{t('letters.purged')}</em>;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'n', label: t('letters.field.passportName'), children: letter.passportName },
        { key: 'p', label: t('letters.field.passportNumber'), children: letter.passportNumber },
        { key: 'c', label: t('letters.field.passportCountryId'), children: letter.passportCountry },
        {
          key: 'b',
          label: t('letters.field.passportBirthDate'),
          children: letter.passportBirthDate,
        },
        ...(letter.refusalReason
          ? [{ key: 'r', label: t('adminLetters.reason'), children: letter.refusalReason }]
          : []),
        ...(letter.decidedBy
          ? [{ key: 'd', label: t('adminLetters.decidedBy'), children: letter.decidedBy }]
          : []),
      ]}
    />
  );
}

/** /admin/letters: visa invitation letter requests, pending first; approve or refuse with a reason. */
export function LettersScreen() {
  const t = useT();
  const [refusing, setRefusing] = useState<AdminLetterDto | null>(null);
  const [viewing, setViewing] = useState<AdminLetterDto | null>(null);
  const [decide, deciding] = useDecideLetterMutation();

  const approve = (letter: AdminLetterDto) =>
    runAction(
      () => decide({ id: letter.id, body: { status: 'approved', reason: '' } }).unwrap(),
      () => t('adminLetters.approved'),
    );

  const list = useAdminList(
    contract.letters.adminList,
    [
      personColumn(t('adminLetters.participant'), (l) => ({
        name: l.userName,
        email: l.userEmail,
      })),
      {
        title: t('letters.field.stay'),
        sort: 'stayFrom',
        render: (_v, l) => `${l.stayFrom} – ${l.stayTo}`,
      },
      {
        title: t('adminWf.status'),
        sort: 'status',
        render: (_v, l) => <LetterStatusTag status={l.status} />,
      },
      { title: t('letters.reference'), key: 'reference', render: (_v, l) => l.reference ?? '' },
      dateColumn(t('adminLetters.requestedAt'), 'createdAt'),
      dateColumn(t('adminLetters.decidedAt'), 'decidedAt'),
      actionsColumn(t('adminWf.actions'), (l) => (
        <Space wrap>
          <Button size="small" icon={<EyeOutlined />} onClick={() => setViewing(l)}>
            {t('adminLetters.details')}
          </Button>
          {l.status === 'requested' && (
            <>
              <Button
                type="primary"
                size="small"
                icon={<CheckOutlined />}
                loading={deciding.isLoading && deciding.originalArgs?.id === l.id}
                onClick={() => void approve(l)}
              >
                {t('adminLetters.approve')}
              </Button>
              <Button size="small" danger icon={<CloseOutlined />} onClick={() => setRefusing(l)}>
                {t('adminLetters.refuse')}
              </Button>
            </>
          )}
          {l.status === 'approved' && !l.passportPurged && (
            <DownloadLink
              request={requestFor(contract.letters.pdf, { params: { id: l.id } })}
              name={`letter-${l.reference ?? l.id}.pdf`}
            >
              {t('letters.download')}
            </DownloadLink>
          )}
        </Space>
      )),
    ],
    [
      { kind: 'search', label: t('adminLetters.search') },
      choiceFilter('status', t('adminWf.status'), LETTER_STATUSES, (s) => t(`letters.status.${s}`)),
    ],
    { title: t('adminLetters.title') },
  );
  return (
    <>
      {list.view}
      {viewing && (
        <Modal
          open
          title={viewing.userName}
          footer={null}
          onCancel={() => setViewing(null)}
          width={720}
        >
          <PassportDetails letter={viewing} />
        </Modal>
      )}
      {refusing && <RefuseDialog letter={refusing} onClose={() => setRefusing(null)} />}
    </>
  );
}
