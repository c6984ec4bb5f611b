import { useState } from 'react';
import { Select } from 'antd';
import {
  contract,
  reviewerPromoteSchema,
  reviewerTopicsSchema,
  type AdminReviewerDto,
} from '@conf/common';
import { useT } from '../../app/intl';
import { showSuccess } from '../../app/toast';
import { useSchemaForm } from '../../app/schema-form';
import { useGetTopicsQuery } from '../../panel/panel-api';
import { FormField } from '../../panel/shared/FormField';
import { useListRows } from '../shell/admin-list-api';
import { FormModal, personOption, SearchSelect } from './modal-parts';
import { usePromoteReviewerMutation, useSetReviewerTopicsMutation } from './reviews-admin-api';

/** The topics field of both modals: every topic, several at once. */
function TopicsField({
  error,
  value,
  onChange,
}: {
  error: string | undefined;
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const t = useT();
  const topics = useGetTopicsQuery();
  return (
    <FormField label={t('adminRev.reviewers.topics')} error={error}>
      {(id) => (
        <Select<number[]>
          id={id}
          mode="multiple"
          value={value}
          loading={topics.isLoading}
          onChange={onChange}
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
  const [q, setQ] = useState('');
  const users = useListRows(contract.admin.users, { q, role: 'user', pageSize: 20 }, !open);
  const form = useSchemaForm(reviewerPromoteSchema, {
    userId: undefined as number | undefined,
    topicIds: [] as number[],
  });
  const [promote, promoting] = usePromoteReviewerMutation();

  const onOk = async () => {
    if (!(await form.submit((body) => promote(body).unwrap()))) return;
    showSuccess(t('adminRev.reviewers.saved'));
    form.setValues({ userId: undefined, topicIds: [] });
    onClose();
  };

  return (
    <FormModal
      open={open}
      title={t('adminRev.reviewers.add')}
      okText={t('adminRev.save')}
      busy={promoting.isLoading}
      onOk={onOk}
      onClose={onClose}
    >
      <FormField label={t('adminRev.reviewers.user')} required error={form.errors.userId}>
        {(id) => (
          <SearchSelect
            id={id}
            options={users.rows.map(personOption)}
            loading={users.isFetching}
            placeholder={t('adminRev.reviewers.userSearch')}
            value={form.values.userId}
            onChange={(value) => form.set('userId', value)}
            onSearch={setQ}
          />
        )}
      </FormField>
      <TopicsField
        error={form.errors.topicIds}
        value={form.values.topicIds}
        onChange={(v) => form.set('topicIds', v)}
      />
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
  const onOk = async () => {
    const sent = await form.submit((body) =>
      save({ id: reviewer.id, topicIds: body.topicIds }).unwrap(),
    );
    if (!sent) return;
    showSuccess(t('adminRev.reviewers.saved'));
    onClose();
  };
  return (
    <FormModal
      title={t('adminRev.reviewers.topicsOf', { name: `${reviewer.name} ${reviewer.surname}` })}
      okText={t('adminRev.save')}
      busy={saving.isLoading}
      onOk={onOk}
      onClose={onClose}
    >
      <TopicsField
        error={form.errors.topicIds}
        value={form.values.topicIds}
        onChange={(v) => form.set('topicIds', v)}
      />
    </FormModal>
  );
}
