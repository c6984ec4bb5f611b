import { Button } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import {
  ACADEMIC_DEGREE_LABELS,
  PARTICIPANT_STATUSES,
  canMoveParticipant,
  contract,
  requestFor,
  type AdminParticipantDto,
} from '@conf/common';
import { useGetCountriesQuery } from '../../app/api';
import { useT } from '../../app/intl';
import { useLocale } from '../../app/LocalLink';
import { showError, showSuccess } from '../../app/toast';
import { ParticipantStatusTag } from '../../panel/shared/StatusTags';
import { actionsColumn, choiceFilter, dateColumn, useAdminList } from '../shell/admin-list';
import { useConsoleEnv } from '../shell/env';
import { PersonCell } from '../shell/PersonCell';
import { useApproveParticipantMutation } from './participants-api';

/** /admin/participants: declared participants by status and country; approve; export what is shown. */
export function ParticipantsPage() {
  const t = useT();
  const locale = useLocale();
  const env = useConsoleEnv();
  const { data: countries } = useGetCountriesQuery(env.dataLocale);
  const [approve, approving] = useApproveParticipantMutation();

  const onApprove = async (p: AdminParticipantDto) => {
    try {
      await approve(p.id).unwrap();
      showSuccess(t('adminWf.participants.approved'));
    } catch (err) {
      showError(err);
      void list.refetch();
    }
  };

  const list = useAdminList(
    contract.participants.adminList,
    [
      {
        title: t('adminWf.participants.name'),
        sort: 'surname',
        render: (_v, p) => <PersonCell person={p.user} />,
      },
      {
        title: t('adminWf.participants.institution'),
        key: 'institution',
        render: (_v, p) => p.user.institution,
      },
      { title: t('adminWf.country'), key: 'country', render: (_v, p) => p.user.country.name },
      {
        title: t('adminWf.participants.degree'),
        key: 'degree',
        render: (_v, p) =>
          ACADEMIC_DEGREE_LABELS[p.user.academicDegree]?.[locale] ?? p.user.academicDegree,
      },
      {
        title: t('adminWf.status'),
        sort: 'status',
        render: (_v, p) => <ParticipantStatusTag status={p.status} />,
      },
      dateColumn(t('adminWf.participants.declaredAt'), 'createdAt'),
      actionsColumn(t('adminWf.actions'), (p) =>
        p.abilities.accept && canMoveParticipant(p.status, 'accepted') ? (
          <Button
            type="primary"
            size="small"
            icon={<CheckOutlined />}
            loading={approving.isLoading && approving.originalArgs === p.id}
            onClick={() => void onApprove(p)}
          >
            {t('adminWf.participants.approve')}
          </Button>
        ) : null,
      ),
    ],
    [
      { kind: 'search', label: t('adminWf.searchPeople') },
      choiceFilter('status', t('adminWf.status'), PARTICIPANT_STATUSES, (s) =>
        t(`participant.status.${s}`),
      ),
      {
        kind: 'select',
        key: 'countryId',
        label: t('adminWf.country'),
        searchable: true,
        options: (countries ?? []).map((c) => ({ value: String(c.id), label: c.name })),
      },
    ],
    {
      title: t('adminWf.participants.title'),
      exports: [
        'participants',
        (query) => requestFor(contract.participants.adminExport, { query }),
      ],
    },
  );
  return list.view;
}
