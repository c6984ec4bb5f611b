import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Form, Modal, Select } from 'antd';
import { contract, type AdminReviewerDto, type Paginated, type UserDto } from '@conf/common';
import { call } from '../../app/contract';
import { useT } from '../../app/intl';
import { showSuccess } from '../../app/toast';
import { useSchemaForm } from '../../app/schema-form';
import { useGetTopicsQuery } from '../../panel/panel-api';
import { FormField } from '../../panel/shared/FormField';
import { useGetAdminListQuery } from '../shell/admin-list-api';
import { reviewerPromoteSchema, reviewerTopicsSchema } from '@conf/common';
import { usePromoteReviewerMutation, useSetReviewerTopicsMutation } from './reviews-admin-api';

function TopicSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const topics = useGetTopicsQuery();
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={value}
      loading={topics.isLoading}
      onChange={onChange}
      optionFilterProp="label"
      options={(topics.data ?? []).map((tp) => ({ value: tp.id, label: tp.name }))}
    />
  );
}

/** Gives a regular user the reviewer role and their topics (the user is searched on the server). */
export function PromoteReviewerModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const [q, setQ] = useState('');
  const users = useGetAdminListQuery(
    open
      ? {
          request: call(contract.admin.users, { query: { q, role: 'user', pageSize: 20 } }),
          tag: 'User',
        }
      : skipToken,
  );
  const found = (users.data as Paginated<UserDto> | undefined)?.data ?? [];
  const form = useSchemaForm(reviewerPromoteSchema, {
    userId: undefined as number | undefined,
    topicIds: [] as number[],
  });
  const [promote, promoting] = usePromoteReviewerMutation();

  const onOk = async () => {
    const body = form.validate();
    if (!body) return;
    try {
      await promote(body).unwrap();
      showSuccess(t('adminRev.reviewers.saved'));
      form.setValues({ userId: undefined, topicIds: [] });
      onClose();
    } catch (err) {
      form.refuse(err);
    }
  };

  return (
    <Modal
      open={open}
      title={t('adminRev.reviewers.add')}
      okText={t('adminRev.save')}
      cancelText={t('adminRev.cancel')}
      okButtonProps={{ loading: promoting.isLoading, disabled: promoting.isLoading }}
      onOk={() => void onOk()}
      onCancel={onClose}
    >
      <Form layout="vertical" component={false}>
        <FormField label={t('adminRev.reviewers.user')} required error={form.errors.userId}>
          {(id) => (
            <Select<number>
              id={id}
              showSearch={{ filterOption: false, onSearch: setQ }}
              placeholder={t('adminRev.reviewers.userSearch')}
              loading={users.isFetching}
              value={form.values.userId}
              onChange={(value) => form.set('userId', value)}
              options={found.map((u) => ({
                value: u.id,
                label: `${u.name} ${u.surname} <${u.email}>`,
              }))}
            />
          )}
        </FormField>
        <FormField label={t('adminRev.reviewers.topics')} error={form.errors.topicIds}>
          {(id) => (
            <TopicSelect
              id={id}
              value={form.values.topicIds}
              onChange={(v) => form.set('topicIds', v)}
            />
          )}
        </FormField>
      </Form>
    </Modal>
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
    const body = form.validate();
    if (!body) return;
    try {
      await save({ id: reviewer.id, topicIds: body.topicIds }).unwrap();
      showSuccess(t('adminRev.reviewers.saved'));
      onClose();
    } catch (err) {
      form.refuse(err);
    }
  };
  return (
    <Modal
      open
      title={t('adminRev.reviewers.topicsOf', { name: `${reviewer.name} ${reviewer.surname}` })}
      okText={t('adminRev.save')}
      cancelText={t('adminRev.cancel')}
      okButtonProps={{ loading: saving.isLoading, disabled: saving.isLoading }}
      onOk={() => void onOk()}
      onCancel={onClose}
    >
      <Form layout="vertical" component={false}>
        <FormField label={t('adminRev.reviewers.topics')} error={form.errors.topicIds}>
          {(id) => (
            <TopicSelect
              id={id}
              value={form.values.topicIds}
              onChange={(v) => form.set('topicIds', v)}
            />
          )}
        </FormField>
      </Form>
    </Modal>
  );
}
