import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Form, Input, Modal, Select } from 'antd';
import {
  conflictCreateSchema,
  contract,
  REVIEW_CONFLICT_REASON_MAX,
  type AdminReviewerDto,
  type Paginated,
  type AdminThesisSummaryDto,
} from '@conf/common';
import { call } from '../../app/contract';
import { useT } from '../../app/intl';
import { useSchemaForm } from '../../app/schema-form';
import { showSuccess } from '../../app/toast';
import { FormField } from '../../panel/shared/FormField';
import { useGetAdminListQuery } from '../shell/admin-list-api';
import { useAddConflictMutation } from './reviews-admin-api';

const SEARCH_PAGE = 20;

/** Reviewers, searched on the server by name or e-mail. */
function useReviewerSearch(open: boolean, q: string) {
  const found = useGetAdminListQuery(
    open
      ? {
          request: call(contract.reviews.admin.reviewers, {
            query: { q, pageSize: SEARCH_PAGE },
          }),
          tag: 'Review',
        }
      : skipToken,
  );
  return { ...found, rows: (found.data as Paginated<AdminReviewerDto> | undefined)?.data ?? [] };
}

/** Abstracts, searched on the server by words of the title. */
function useThesisSearch(open: boolean, q: string) {
  const found = useGetAdminListQuery(
    open
      ? {
          request: call(contract.theses.adminList, { query: { q, pageSize: SEARCH_PAGE } }),
          tag: 'Thesis',
        }
      : skipToken,
  );
  return {
    ...found,
    rows: (found.data as Paginated<AdminThesisSummaryDto> | undefined)?.data ?? [],
  };
}

/**
 * Marks a conflict of interest: a reviewer (searched), an abstract (searched, or the one whose
 * page this is) and the reason. The API refuses a reviewer already assigned to the abstract
 * (withdraw them first) and a conflict already marked; the refusal shows and nothing is lost.
 */
export function ConflictModal({
  open,
  onClose,
  thesis,
}: {
  open: boolean;
  onClose: () => void;
  /** The abstract, fixed: the modal was opened from its page. */
  thesis?: { id: number; title: string };
}) {
  const t = useT();
  const [reviewerQ, setReviewerQ] = useState('');
  const [thesisQ, setThesisQ] = useState('');
  const reviewers = useReviewerSearch(open, reviewerQ);
  const theses = useThesisSearch(open && !thesis, thesisQ);
  const blank = {
    reviewerId: undefined as number | undefined,
    thesisId: thesis?.id,
    reason: '',
  };
  const form = useSchemaForm(conflictCreateSchema, blank);
  const [add, adding] = useAddConflictMutation();

  const onOk = async () => {
    if (adding.isLoading) return;
    const body = form.validate();
    if (!body) return;
    try {
      await add(body).unwrap();
      showSuccess(t('adminRev.conflicts.saved'));
      form.setValues(blank);
      onClose();
    } catch (err) {
      form.refuse(err);
    }
  };

  return (
    <Modal
      open={open}
      title={t('adminRev.conflicts.addTitle')}
      okText={t('adminRev.conflicts.save')}
      cancelText={t('adminRev.cancel')}
      okButtonProps={{ loading: adding.isLoading }}
      onOk={() => void onOk()}
      onCancel={onClose}
    >
      <Form layout="vertical" component={false}>
        <FormField label={t('adminRev.conflicts.reviewer')} required error={form.errors.reviewerId}>
          {(id) => (
            <Select<number>
              id={id}
              showSearch={{ filterOption: false, onSearch: setReviewerQ }}
              placeholder={t('adminRev.conflicts.reviewerSearch')}
              loading={reviewers.isFetching}
              value={form.values.reviewerId}
              onChange={(value) => form.set('reviewerId', value)}
              options={reviewers.rows.map((r) => ({
                value: r.id,
                label: `${r.name} ${r.surname} <${r.email}>`,
              }))}
            />
          )}
        </FormField>
        <FormField label={t('adminRev.conflicts.thesis')} required error={form.errors.thesisId}>
          {(id) =>
            thesis ? (
              <Input id={id} value={thesis.title} disabled />
            ) : (
              <Select<number>
                id={id}
                showSearch={{ filterOption: false, onSearch: setThesisQ }}
                placeholder={t('adminRev.conflicts.thesisSearch')}
                loading={theses.isFetching}
                value={form.values.thesisId}
                onChange={(value) => form.set('thesisId', value)}
                options={theses.rows.map((th) => ({ value: th.id, label: th.title }))}
              />
            )
          }
        </FormField>
        <FormField
          label={t('adminRev.conflicts.reason')}
          required
          hint={t('adminRev.conflicts.reasonHint')}
          error={form.errors.reason}
        >
          {(id) => (
            <Input.TextArea
              id={id}
              rows={3}
              maxLength={REVIEW_CONFLICT_REASON_MAX}
              value={form.values.reason}
              onChange={(e) => form.set('reason', e.target.value)}
            />
          )}
        </FormField>
      </Form>
    </Modal>
  );
}
