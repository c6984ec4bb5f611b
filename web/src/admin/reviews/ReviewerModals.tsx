import { Select } from 'antd';
import {
  contract,
  reviewerPromoteSchema,
  reviewerTopicsSchema,
  type AdminReviewerDto,
} from '@conf/common';
import { useT } from '../../app/intl';
import { useSchemaForm } from '../../app/schema-form';
import { useGetTopicsQuery } from '../../panel/panel-api';
import { FormField } from '../../panel/shared/FormField';
import { FormModal } from '../shell/FormModal';
import { idField, personOption, SearchField, useListSearch } from './modal-parts';
import { usePromoteReviewerMutation, useSetReviewerTopicsMutation } from './reviews-admin-api';

/** What of a schema form the topics field reads and sets. */
interface TopicsForm {
  values: { topicIds: number[] };
  errors: Record<string, string | undefined>;
  set: (field: 'topicIds', ids: number[]) => void;
}

/** The topics field of both modals: every topic, several at once. */
function TopicsField({ form }: { form: TopicsForm }) {
  const t = useT();
  const topics = useGetTopicsQuery();
  return (
    <FormField label={t('adminRev.reviewers.topics')} error={form.errors.topicIds}>
      {(id) => (
        <Select<number[]>
          id={id}
          mode="multiple"
          value={form.values.topicIds}
          loading={topics.isLoading}
          onChange={(ids) => form.set('topicIds', ids)}
          optionFilterProp="label"
          options={(topics.data ?? []).map((tp) => ({ value: tp.id, label: tp.name }))}
        />
      )}
    </FormField>
  );
}

/** Gives a regular user the reviewer role and their topics (the user is searched on the server). */
export function PromoteReviewerModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const users = useListSearch(
    contract.admin.users,
    (q) => ({ q, role: 'user', pageSize: 20 }),
    personOption,
    { placeholder: t('adminRev.reviewers.userSearch'), skip: !open },
  );
  const form = useSchemaForm(reviewerPromoteSchema, {
    userId: undefined as number | undefined,
    topicIds: [] as number[],
  });
  const [promote, promoting] = usePromoteReviewerMutation();

  return (
    <FormModal
      open={open}
      title={t('adminRev.reviewers.add')}
      busy={promoting.isLoading}
      submit={() => form.submit((body) => promote(body).unwrap())}
      saved={t('adminRev.reviewers.saved')}
      onSaved={() => form.setValues({ userId: undefined, topicIds: [] })}
      onClose={onClose}
    >
      <SearchField
        label={t('adminRev.reviewers.user')}
        field={idField(form, 'userId')}
        search={users}
      />
      <TopicsField form={form} />
    </FormModal>
  );
}

/** Sets the whole set of a reviewer's topics. */
export function ReviewerTopicsModal({
  reviewer,
  onClose,
}: {
  reviewer: AdminReviewerDto;
  onClose: () => void;
}) {
  const t = useT();
  const form = useSchemaForm(reviewerTopicsSchema, {
    topicIds: reviewer.topics.map((tp) => tp.id),
  });
  const [save, saving] = useSetReviewerTopicsMutation();
  return (
    <FormModal
      title={t('adminRev.reviewers.topicsOf', { name: `${reviewer.name} ${reviewer.surname}` })}
      busy={saving.isLoading}
      submit={() =>
        form.submit((body) => save({ id: reviewer.id, topicIds: body.topicIds }).unwrap())
      }
      saved={t('adminRev.reviewers.saved')}
      onClose={onClose}
    >
      <TopicsField form={form} />
    </FormModal>
  );
}
